import { describe, expect, it } from 'vitest';
import {
  executableInlineScripts,
  PageScriptError,
  POLICY_META,
  withHead,
  withoutFrameworkScripts,
} from '@/build/page-html';

// A page's own parts; what Next and React add to it is read from a real build in
// tests/unit/next-contract.test.ts.
const nextPage = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="font" href="/font.woff2"/>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '</head><body><h1>Boilers</h1>',
  '</body></html>',
].join('');

describe('a plain page', () => {
  it('fails on a script it does not know rather than drop it', () => {
    const html = nextPage.replace('</body>', '<script>widget()</script></body>');
    expect(() => withoutFrameworkScripts('/boilers', html)).toThrow(PageScriptError);
    expect(() => withoutFrameworkScripts('/boilers', html)).toThrow(
      '/boilers: a script the build does not know (inline: widget()',
    );
    expect(() =>
      withoutFrameworkScripts('/boilers', nextPage.replace('</body>', '<script src="/x.js"></script></body>')),
    ).toThrow('/boilers: a script the build does not know (/x.js)');
  });

  it('keeps a page without scripts as it is', () => {
    expect(withoutFrameworkScripts('/boilers', nextPage)).toBe(nextPage);
  });
});

describe("every page's head", () => {
  it('gets its policy first, then the inline styles, its stylesheets and then the scripts, so the stylesheet is asked for before any script', () => {
    const sheet = '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>';
    // As Next writes it: the stylesheet after the viewport, later than the scripts the build adds.
    const page = nextPage
      .replace(sheet, '')
      .replace(
        '</head>',
        `<meta name="viewport" content="width=device-width"/>${sheet}<link rel="stylesheet" href="/print.css"/></head>`,
      )
      .replace('<h1>Boilers</h1>', '<h1>Boilers</h1><link rel="stylesheet" href="/in-body.css"/>');
    const html = withHead(page, {
      policy: "script-src 'self'",
      styles: '<style>@view-transition{navigation:auto}</style>',
      scripts: '<script type="module" src="/assets/e.js"></script>',
    });
    expect(html).toContain(
      `<head><meta charSet="utf-8"/>${POLICY_META} content="script-src 'self'"/>` +
        `<style>@view-transition{navigation:auto}</style>${sheet}<link rel="stylesheet" href="/print.css"/>` +
        '<script type="module" src="/assets/e.js"></script>',
    );
    // Each stylesheet once; the rest of the head where it was; a stylesheet in the body left there.
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(3);
    expect(html).toContain('<meta name="viewport" content="width=device-width"/></head>');
    expect(html).toContain('<link rel="preload" as="font" href="/font.woff2"/>');
    expect(html).toContain('<h1>Boilers</h1><link rel="stylesheet" href="/in-body.css"/>');
  });

  it('is finished once only', () => {
    const once = withHead(nextPage, { policy: "script-src 'self'", scripts: '' });
    expect(() => withHead(once, { policy: "script-src 'self'", scripts: '' })).toThrow('finished already');
  });

  it('counts the speculation rules as a script to allow, and JSON-LD as data', () => {
    const html =
      '<script type="speculationrules">{"prefetch":[]}</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script>go()</script>';
    expect(executableInlineScripts(html)).toEqual(['{"prefetch":[]}', 'go()']);
  });
});
