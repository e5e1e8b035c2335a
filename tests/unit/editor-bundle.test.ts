import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundleEditor } from '@/build/editor/bundle';
import { editorPage } from '@/build/editor/page';
import { previewData } from '@/build/editor/preview-data';
import { stylesheetAddresses } from '@/build/page-html';
import { sitePlugins } from '@/editor/preview/compile';
import { tempDir } from './temp-dir';

describe("the web editor's own code (editor/)", () => {
  it('is one minified script named by its content, and its check worker beside it, with no Node module and no fs-reading module of the site', async () => {
    const folder = tempDir('editor-bundle-');
    const { file, bytes, worker } = await bundleEditor(process.cwd(), folder);
    expect(file).toMatch(/^editor-[A-Z0-9]{8}\.js$/);
    expect(worker.file).toMatch(/^check-worker-[A-Z0-9]{8}\.js$/);
    expect(fs.readdirSync(folder).sort()).toEqual([worker.file, file]);
    const code = fs.readFileSync(path.join(folder, file), 'utf8');
    expect(Buffer.byteLength(code)).toBe(bytes);
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
    const html = editorPage('Site', { bundle: 'editor-ABC.js', stylesheets: ['/_next/static/chunks/a.css'] });
    expect(html.indexOf('/admin/editor-ABC.js')).toBeGreaterThan(html.indexOf('/admin/decap-cms.js'));
    expect(html).toContain('data-preview-styles="/_next/static/chunks/a.css"');
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
