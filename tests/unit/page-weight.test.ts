import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gzipSize, measureExport, pageSpecificChunks, scriptSources } from '@/lib/perf/page-weight';

const page = (scripts: string, body = '') =>
  `<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/chunks/site.css"/>${scripts}</head><body>${body}</body></html>`;

describe('page weight', () => {
  it('counts the scripts a page fetches: tags and script preloads, once each, never the nomodule fallback', () => {
    const html = page(
      '<script src="/_next/a.js" async=""></script><script src="/_next/legacy.js" noModule=""></script>' +
        '<link rel="preload" as="script" fetchPriority="low" href="/_next/b.js"/><link rel="preload" as="font" href="/f.woff2"/>' +
        '<script src="/_next/a.js" async=""></script>',
    );
    expect(scriptSources(html)).toEqual(['/_next/a.js', '/_next/b.js']);
  });

  it('measures each page against the 404 page, inline page data included and JSON-LD left out', () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'weight-'));
    fs.mkdirSync(path.join(out, '_next/static/chunks'), { recursive: true });
    const write = (file: string, text: string) => fs.writeFileSync(path.join(out, file), text);
    write('_next/static/chunks/framework.js', 'console.log("framework");'.repeat(50));
    write('_next/static/chunks/own.js', 'console.log("own");');
    write('_next/static/chunks/site.css', 'body{margin:0}');
    const framework = '<script src="/_next/static/chunks/framework.js" async=""></script>';
    const data = '<script>self.__next_f.push([1,"page data"])</script>';
    write('404.html', page(framework));
    write('index.html', page(framework, `${data}<script type="application/ld+json">{"@type":"Thing"}</script>`));
    write('contact.html', page(`${framework}<script src="/_next/static/chunks/own.js" async=""></script>`));

    const weight = measureExport(out);
    const [home, notFound] = [weight.pages.find((p) => p.route === '/')!, weight.floor];
    expect(weight.pages.map((p) => p.route)).toEqual(['/', '/404', '/contact']);
    expect(home.externalGzip).toBe(notFound.externalGzip);
    expect(home.inlineGzip).toBe(gzipSize('self.__next_f.push([1,"page data"])'));
    expect(pageSpecificChunks(home, notFound)).toEqual([]);
    expect(
      pageSpecificChunks(
        weight.pages.find((p) => p.route === '/contact')!,
        notFound,
      ),
    ).toEqual(['/_next/static/chunks/own.js']);
    expect(weight.siteCssGzip).toBe(gzipSize('body{margin:0}'));
  });
});
