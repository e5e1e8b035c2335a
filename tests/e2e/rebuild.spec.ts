import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pngInfo } from '@/lib/og-png';

// `npm run build:test` builds twice in one folder: first tests/.out-forms with one article's title
// changed (scripts/title-fixture.mjs), then out/ with the real title, from the .next/cache the first
// build left (share cards, the content check's reading, the compiler's work). Each export must carry
// its own title everywhere the title shows: a cache keyed on anything less than what it was made
// from would put the first build's title into out/.
const fixture = JSON.parse(fs.readFileSync(path.resolve('tests/.out-forms/.rebuild-fixture.json'), 'utf8')) as {
  route: string;
  title: string;
  changedTitle: string;
};

/** The title this export was built with, and the one it must not show. */
function titles(project: string) {
  return project === 'forms'
    ? { built: fixture.changedTitle, other: fixture.title }
    : { built: fixture.title, other: fixture.changedTitle };
}

test('the page, its share card and the three feeds carry the title the article had when built', async ({
  page,
  request,
}, testInfo) => {
  const { built, other } = titles(testInfo.project.name);
  await page.goto(fixture.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(built);
  await expect(page).toHaveTitle(new RegExp(`^${built.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  expect(await page.content()).not.toContain(other);

  const card = await page.locator('meta[property="og:image"]').getAttribute('content');
  const png = await (await request.get(new URL(card!).pathname)).body();
  expect(pngInfo(png).title, 'the share card is drawn with the title').toBe(built);

  for (const feed of ['/knowledge-centre/feed.xml', '/knowledge-centre/atom.xml', '/knowledge-centre/feed.json']) {
    const text = await (await request.get(feed)).text();
    expect(text, feed).toContain(built);
    expect(text, feed).not.toContain(other);
  }
});

test('the site search finds the article by the title it had when built', async ({ page }, testInfo) => {
  const { built, other } = titles(testInfo.project.name);
  await page.goto('/search');
  const box = page.getByRole('searchbox');
  await box.fill('boiler problems');
  await box.press('Enter');
  const results = page.locator('[data-search-results]').getByRole('listitem');
  const result = results.filter({ has: page.locator(`a[href$="${fixture.route}"]`) });
  await expect(result.getByRole('link')).toHaveText(built);
  await expect(results.filter({ hasText: other })).toHaveCount(0);
});
