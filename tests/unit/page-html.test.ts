import { describe, expect, it } from 'vitest';
import {
  executableInlineScripts,
  PageScriptError,
  POLICY_META,
  withHead,
  withoutFrameworkScripts,
} from '@/lib/build/page-html';

const nextPage = [
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>',
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
  '<link rel="preload" as="font" href="/font.woff2"/>',
  '<script src="/_next/static/chunks/b.js" async=""></script>',
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
  '<script type="application/ld+json">{"@type":"Thing"}</script>',
  '</head><body><h1>Boilers</h1>',
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":[]});</script>',
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
  '<script>self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])</script>',
  '</body></html>',
].join('');

describe('a plain page', () => {
  it("loses Next's scripts, script preloads and page data, and keeps everything else", () => {
    const html = withoutFrameworkScripts('/boilers', nextPage);
    expect(html).not.toContain('/_next/static/chunks/a.js');
    expect(html).not.toContain('<script src=');
    expect(html).not.toContain('__next_f');
    expect(html).not.toContain('TURBOPACK');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css"');
    expect(html).toContain('<link rel="preload" as="font" href="/font.woff2"/>');
    expect(html).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    expect(html).toContain('<h1>Boilers</h1>');
    expect(executableInlineScripts(html)).toEqual([]);
  });

  it('fails on a script it does not know rather than drop it', () => {
    const html = nextPage.replace('</body>', '<script>widget()</script></body>');
    expect(() => withoutFrameworkScripts('/boilers', html)).toThrow(PageScriptError);
    expect(() => withoutFrameworkScripts('/boilers', html)).toThrow(
      '/boilers: a script the build does not know (inline: widget()',
    );
  });

  it('fails on content React streamed late, which would stay hidden without its script', () => {
    const html = nextPage.replace('</body>', '<div hidden id="S:0">Late</div><script>$RC("B:0","S:0")</script></body>');
    expect(() => withoutFrameworkScripts('/boilers', html)).toThrow(
      '/boilers: part of the page is streamed in by a script',
    );
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
