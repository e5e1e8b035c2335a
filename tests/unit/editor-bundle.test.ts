import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEditor } from '@/build/editor/bundle';
import { editorPage } from '@/build/editor/page';
import { EDITOR_ASSETS } from '@/lib/editor-assets';
import { previewData } from '@/build/editor/preview-data';
import { stylesheetAddresses } from '@/build/page-html';
import { sitePlugins } from '@/editor/preview/compile';
import { tempDir } from './temp-dir';

describe("the web editor's own code (editor/)", () => {
  it('is a small entry, the parts an entry imports when it opens and the check worker beside them, minified, named by their content, with no Node module and no fs-reading module of the site', async () => {
    const folder = tempDir('editor-bundle-');
    const { file, bytes, files, worker, assets } = await bundleEditor(process.cwd(), folder);
    expect(file).toMatch(/^editor-[A-Z0-9]{8}\.js$/);
    expect(files[0]).toBe(file);
    expect(worker.file).toMatch(/^check-worker-[A-Z0-9]{8}\.js$/);
    expect(fs.readdirSync(folder).sort()).toEqual([...files, worker.file, ...Object.keys(assets)].sort());
    // Fetched only when first needed (editor-load.spec.ts): the dictionary by the worker, the font and
    // satori's layout engine by the preview's "Reading and search" panel.
    expect(Object.keys(assets).sort()).toEqual(Object.values(EDITOR_ASSETS).sort());
    expect(assets[EDITOR_ASSETS.dic]).toBeGreaterThan(500 * 1024);
    for (const part of files.slice(1)) expect(part).toMatch(/^editor-chunk-[A-Z0-9]{8}\.js$/);
    const entry = fs.readFileSync(path.join(folder, file), 'utf8');
    expect(Buffer.byteLength(entry)).toBe(bytes);
    // The login and the collection list wait for the entry and what it imports at once: a few KiB, never CodeMirror or React.
    const atOnce = [...entry.matchAll(/from"\.\/(editor-chunk-[A-Z0-9]+\.js)"/g)].map((found) => found[1]!);
    const first = [entry, ...atOnce.map((part) => fs.readFileSync(path.join(folder, part), 'utf8'))].join('');
    expect(Buffer.byteLength(first)).toBeLessThan(8 * 1024);
    expect(first).not.toMatch(/@codemirror|react\.transitional\.element/);
    expect(entry).toMatch(/import\("\.\/editor-chunk-[A-Z0-9]{8}\.js"\)/);
    const code = files.map((part) => fs.readFileSync(path.join(folder, part), 'utf8')).join('');
    expect(code).not.toMatch(/require\("(node:)?(fs|path|zlib)"\)/);
    // The editor starts its worker by the name the build gave it.
    expect(code).toContain(JSON.stringify(worker.file));
    const workerCode = fs.readFileSync(path.join(folder, worker.file), 'utf8');
    expect(Buffer.byteLength(workerCode)).toBe(worker.bytes);
    expect(workerCode).not.toMatch(/require\("(node:)?(fs|path|zlib)"\)/);
    // A worker has no document: the builds of packages that use one in a page are left out.
    expect(workerCode).not.toContain('document.createElement');
    // The site's React, in production: never its development build.
    expect(code).not.toContain('react-dom.development');
  }, 60_000);

  it('comes after Decap on /admin, naming the site stylesheets its preview uses', () => {
    const html = editorPage('Site', {
      bundle: 'editor-ABC.js',
      stylesheets: ['/_next/static/chunks/a.css'],
      collections: ['articles', 'legal'],
    });
    expect(html.indexOf('/admin/editor-ABC.js')).toBeGreaterThan(html.indexOf('/admin/decap-cms.js'));
    expect(html).toContain('<script type="module" src="/admin/editor-ABC.js"');
    expect(html).toContain('data-preview-styles="/_next/static/chunks/a.css" data-collections="articles legal"');
  });

  it('compiles a body in its preview with the plugins next.config.mjs gives the site, in their order', async () => {
    // By the plugin's own function name: the project's plugin reaches next.config.mjs through tsx, as another copy.
    const named = (names: string[]) =>
      Promise.all(
        names.map(async (name) => {
          const plugin = (await import(name.startsWith('.') ? path.resolve(name) : name)) as { default: unknown };
          return (plugin.default as { name: string }).name;
        }),
      );
    // A JavaScript module, as next.config.mjs needs it: its lists read as data.
    const { remarkPluginNames, rehypePluginNames } = (await import(path.resolve('build/mdx-plugins.mjs'))) as Record<
      string,
      string[]
    >;
    expect(sitePlugins.remark.map((plugin) => plugin.name)).toEqual(await named(remarkPluginNames!));
    expect(sitePlugins.rehype.map((plugin) => plugin.name)).toEqual(await named(rehypePluginNames!));
  });

  it("finds the site's stylesheets in a finished page", () => {
    const html =
      '<head><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="icon" href="/icon.svg"/></head>';
    expect(stylesheetAddresses(html)).toEqual(['/_next/static/chunks/a.css']);
  });

  it("gives the preview the site's facts and every published page, as JSON", () => {
    const data = JSON.parse(JSON.stringify(previewData()));
    expect(data.site.name).toBeTruthy();
    expect(data.grantScheme.grant).toBeGreaterThan(0);
    expect(data.articles.length).toBeGreaterThan(0);
    expect(data.articles[0]).toMatchObject({ collection: 'articles', body: { readingMinutes: expect.any(Number) } });
  });
});
