import { describe, expect, it } from 'vitest';
import { deferredSources, deferStartupScripts } from '@/lib/perf/deferred-scripts';
import { scriptSources } from '@/lib/perf/page-weight';

const nextPage =
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/late.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>' +
  '<script src="/_next/static/chunks/legacy.js" noModule=""></script><link rel="preload" as="font" href="/f.woff2"/></head>' +
  '<body><main>Text</main><script type="application/ld+json">{"@type":"Thing"}</script>' +
  '<script>self.__next_f.push([1,"page data"])</script>' +
  '<script src="/_next/static/chunks/late.js" async=""></script><script src="https://forms.test/embed.js" async=""></script></body></html>';

describe('start-up scripts after the first paint', () => {
  const deferred = deferStartupScripts(nextPage);

  it('takes the start-up script tags and script preloads out of the page', () => {
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/chunks\/(a|b|late)\.js"/);
    expect(deferred).not.toContain('rel="preload" as="script"');
  });

  it('keeps what is not a start-up script: the nomodule fallback, other origins, page data, JSON-LD, font preloads', () => {
    for (const kept of [
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script>',
      '<script src="https://forms.test/embed.js" async=""></script>',
      '<script>self.__next_f.push([1,"page data"])</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<link rel="preload" as="font" href="/f.woff2"/>',
    ])
      expect(deferred).toContain(kept);
  });

  it('ends the body with a loader of the same scripts, in the order of the tags, each once', () => {
    expect(deferred).toMatch(/<script>\(function\(s\)\{[^<]*\}\)\(\[[^<]*\]\)<\/script><\/body>/);
    expect(deferredSources(deferred)).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/late.js',
    ]);
  });

  it('still counts the deferred scripts as what the page loads', () => {
    expect(scriptSources(deferred).sort()).toEqual(scriptSources(nextPage).sort());
  });

  it('leaves a page already done, or one with no start-up script, unchanged', () => {
    expect(deferStartupScripts(deferred)).toBe(deferred);
    const plain = '<html><body><p>No scripts</p></body></html>';
    expect(deferStartupScripts(plain)).toBe(plain);
  });
});
