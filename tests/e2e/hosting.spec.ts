import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { HASHED_FOLDERS, IMMUTABLE, REVALIDATE } from '@/build/headers-file';
import { out } from '../support/export-files';
import { everyPage, missingPath, sitemapPaths } from './routes';

// The export as Cloudflare Pages serves it: `npm run serve` (and so every browser test) runs
// Cloudflare's own runtime, `wrangler pages dev`, on out/ and its _headers.

/** Every file of a folder of the export, as the address it is served at. */
function filesUnder(folder: string): string[] {
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
  return walk(path.join(out, folder)).map((file) => `/${path.relative(out, file).split(path.sep).join('/')}`);
}

/**
 * Whether a file's name changes when its content does: Next names everything under /_next/static/
 * by a hash (or puts it in the build's own folder); the site's own /assets/ are named `name-HASH.js`
 * by esbuild (build/site-scripts.ts), islands by their component's name (`island-QuoteRequestIsland-HASH.js`), and the copies of photos `name-HASH-WIDTH.avif` by the
 * build (lib/pictures.ts). Anything else put in those folders would be kept a year stale.
 */
const hashed = (address: string) =>
  address.startsWith('/_next/static/') ||
  /^\/assets\/[A-Za-z-]+-[A-Z0-9]{8}\.js$/.test(address) ||
  /^\/assets\/pictures\/[a-z0-9-]+-[0-9a-f]{10}-\d+\.(avif|webp|jpg)$/.test(address);

test('pages, the sitemap, robots.txt and the icon are revalidated on every visit, and answer 304 when unchanged', async ({
  request,
}) => {
  for (const address of [...(await sitemapPaths(request)), '/sitemap.xml', '/robots.txt', '/icon.svg']) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['cache-control'], address).toBe(REVALIDATE);
    const etag = response.headers()['etag'];
    expect(etag, `${address} has an ETag to revalidate against`).toBeTruthy();
    const again = await request.get(address, { headers: { 'If-None-Match': etag! }, maxRedirects: 0 });
    expect(again.status(), `${address} asked again with its ETag`).toBe(304);
  }
});

test('hashed files are kept for a year, and only hashed files are', async ({ request }) => {
  const files = HASHED_FOLDERS.flatMap((folder) => filesUnder(folder));
  // The site script, its polyfills, Next's chunks and styles: all of them are here.
  expect(files.filter((file) => file.startsWith('/assets/enhance-'))).toHaveLength(1);
  expect(files.some((file) => file.endsWith('.css'))).toBe(true);
  for (const address of files) {
    expect(hashed(address), `${address} is in a folder kept for a year, so its name must carry a hash`).toBe(true);
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(200);
    expect(response.headers()['cache-control'], address).toBe(IMMUTABLE);
  }
});

test('addresses are clean: .html and a trailing slash redirect to the page, with the query kept', async ({
  request,
}) => {
  for (const [asked, location] of [
    ['/about.html', '/about'],
    ['/about/', '/about'],
    ['/index.html', '/'],
    ['/knowledge-centre/', '/knowledge-centre'],
    ['/contact.html?service=boiler-repair', '/contact?service=boiler-repair'],
  ] as const) {
    const response = await request.get(asked, { maxRedirects: 0 });
    expect(response.status(), asked).toBe(308);
    expect(response.headers()['location'], asked).toBe(location);
  }
});

test("a Community article's address without community/ leads to the article", async ({ request }) => {
  const response = await request.get('/knowledge-centre/bonfire-night-safety', { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers()['location']).toBe('/knowledge-centre/community/bonfire-night-safety');
  expect((await request.get('/knowledge-centre/bonfire-night-safety')).url()).toMatch(
    /\/knowledge-centre\/community\/bonfire-night-safety$/,
  );
});

test('the site headers reach every response, a missing page and a redirect included', async ({ request }) => {
  const responses = [
    ...(await everyPage(request)).map((address) => [address, address === missingPath ? 404 : 200] as const),
    ['/about/', 308] as const,
    ['/_next/no-such-file.js', 404] as const,
  ];
  for (const [address, status] of responses) {
    const response = await request.get(address, { maxRedirects: 0 });
    expect(response.status(), address).toBe(status);
    expect(response.headers()['x-content-type-options'], address).toBe('nosniff');
    expect(response.headers()['content-security-policy'], address).toContain("frame-ancestors 'none'");
  }
});
