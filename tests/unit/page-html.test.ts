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
  it('gets its policy first, before any script, and the site scripts after it', () => {
    const html = withHead(nextPage, {
      policy: "script-src 'self'",
      head: '<script type="module" src="/assets/e.js"></script>',
    });
    const policyAt = html.indexOf(POLICY_META);
    expect(policyAt).toBeGreaterThan(html.indexOf('<meta charSet="utf-8"/>'));
    expect(policyAt).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(
      `${POLICY_META} content="script-src 'self'"/><script type="module" src="/assets/e.js"></script>`,
    );
  });

  it('is finished once only', () => {
    const once = withHead(nextPage, { policy: "script-src 'self'", head: '' });
    expect(() => withHead(once, { policy: "script-src 'self'", head: '' })).toThrow('finished already');
  });

  it('counts the speculation rules as a script to allow, and JSON-LD as data', () => {
    const html =
      '<script type="speculationrules">{"prefetch":[]}</script><script type="application/ld+json">{}</script><script src="/x.js"></script><script>go()</script>';
    expect(executableInlineScripts(html)).toEqual(['{"prefetch":[]}', 'go()']);
  });
});
