import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';

// Runs against the second export (tests/.out-forms), built with a draft article in the content.
const folder = path.resolve('tests/.out-forms');
const draft = JSON.parse(fs.readFileSync(path.join(folder, '.draft-fixture.json'), 'utf8')) as {
  route: string;
  title: string;
};

/** Every file of the export, as paths from its folder. */
const files = (fs.readdirSync(folder, { recursive: true }) as string[]).map((file) => file.split(path.sep).join('/'));

test('a draft is not exported: no file, and its address is a 404', async ({ request }) => {
  const slug = draft.route.split('/').at(-1)!;
  expect(files.filter((file) => file.includes(slug))).toEqual([]);
  expect((await request.get(draft.route)).status()).toBe(404);
});

test('a draft is in no listing, no sitemap, no feed and no related links', async ({ request }) => {
  const sitemapXml = await (await request.get('/sitemap.xml')).text();
  expect(sitemapXml).toContain('/knowledge-centre/heat-pump-guide');
  expect(sitemapXml).not.toContain(draft.route);
  const feeds = ['/knowledge-centre/feed.xml', '/knowledge-centre/atom.xml', '/knowledge-centre/feed.json'];
  for (const feed of feeds)
    expect(await (await request.get(feed)).text(), feed).toContain('/knowledge-centre/heat-pump-guide');
  for (const page of ['/', '/knowledge-centre', '/knowledge-centre/heat-pump-guide', '/sitemap', ...feeds]) {
    const html = await (await request.get(page)).text();
    expect(html, page).not.toContain(draft.route);
    expect(html, page).not.toContain(draft.title);
    expect(html, page).not.toContain('Draft: this page');
  }
});
