import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './routes';

// The site search: Pagefind's index of the export (build/search-index.ts), used by the site
// script (browser/search.ts) on /knowledge-centre and /search.

/** The results, the list under the status line. */
const results = (page: Page) => page.locator('[data-search-results]').getByRole('listitem');
const status = (page: Page) => page.getByRole('status');

/** Every request for Pagefind's files, from the start of the visit. */
function pagefindRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/pagefind/')) seen.push(request.url());
  });
  return seen;
}

async function search(page: Page, words: string) {
  const box = page.getByRole('searchbox');
  await box.fill(words);
  await box.press('Enter');
}

/** The addresses of the results shown, in order. */
const resultLinks = (page: Page) =>
  results(page)
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));

test('a search on the knowledge centre finds the guide, with its title, section and an excerpt, and nothing of Pagefind loads before', async ({
  page,
}) => {
  const requests = pagefindRequests(page);
  await page.goto('/knowledge-centre');
  await page.waitForLoadState('networkidle');
  expect(requests, 'nothing of the search loads until a search starts').toEqual([]);
  // The status line is in the accessibility tree before the first search, or its first news goes unsaid.
  await expect(status(page)).toHaveCount(1);
  await expect(status(page)).toBeEmpty();

  const box = page.getByRole('searchbox', { name: 'Search the guides' });
  await box.pressSequentially('pressure');
  await expect(status(page)).toHaveText(/^\d+ pages? match(es)? “pressure”/);
  expect(requests.some((url) => url.endsWith('/pagefind/pagefind.js'))).toBe(true);
  // The guide that is about it comes first.
  expect((await resultLinks(page))[0]).toBe('/knowledge-centre/common-boiler-problems');

  const result = results(page).filter({
    has: page.getByRole('link', { name: 'Common Boiler Problems and What to Do' }),
  });
  await expect(result).toContainText('Knowledge Centre: Boiler Advice');
  await expect(result.locator('mark').first()).toHaveText(/pressure/i);
  expect(
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze(),
  ).toHaveProperty('violations', []);

  // By keyboard: from the box to the results, and into the guide.
  await box.focus();
  const first = results(page).first().getByRole('link');
  for (let step = 0; step < 5 && !(await first.evaluate((link) => link === document.activeElement)); step++)
    await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  const target = await first.getAttribute('href');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(target!);
});

test('it finds articles, service pages and legal pages by words only they contain, and never the header or footer', async ({
  page,
}) => {
  await page.goto('/search');
  for (const [words, found] of [
    ['limescale', ['/knowledge-centre/common-boiler-problems']],
    ['conservatory', ['/air-conditioning']],
    ['commissioner', ['/privacy-policy']],
    // The address is in every page's footer, and in the bodies of the two legal pages only.
    ['Stoke Heath', ['/privacy-policy', '/terms-of-service']],
  ] as const) {
    await search(page, words);
    await expect(status(page)).toHaveText(
      found.length === 1 ? `1 page matches “${words}”.` : `${found.length} pages match “${words}”.`,
    );
    expect((await resultLinks(page)).sort(), words).toEqual([...found].sort());
  }
});

test('a word found nowhere says so clearly, with the phone number', async ({ page }) => {
  await page.goto('/search');
  await search(page, 'quokka');
  await expect(status(page)).toContainText('No pages match “quokka”');
  await expect(status(page).getByRole('link')).toHaveAttribute('href', /^tel:\+44/);
  await expect(status(page)).toHaveText(/Try fewer or different words, or call us: 0\d{3} \d{3} \d{4}$/);
  await expect(results(page)).toHaveCount(0);
});

test('a word on many pages lists the best ten, and a button lists the rest, ten at a time, from where the reader was', async ({
  page,
}) => {
  await page.goto('/search');
  await search(page, 'boiler');
  await expect(status(page)).toHaveText(/^\d+ pages match “boiler”\. Showing the best 10\.$/);
  const total = Number(/^\d+/.exec((await status(page).textContent())!)![0]);
  expect(total, 'pages with the word "boiler"').toBeGreaterThan(10);
  await expect(results(page)).toHaveCount(10);
  const more = page.getByRole('button', { name: /^Show \d+ more results?$/ });
  await expect(more).toHaveText(`Show ${Math.min(10, total - 10)} more ${total - 10 === 1 ? 'result' : 'results'}`);
  const first = await resultLinks(page);

  await more.click();
  await expect(results(page)).toHaveCount(Math.min(20, total));
  const all = await resultLinks(page);
  expect(all.slice(0, 10), 'the first ten stay where they were').toEqual(first);
  expect(new Set(all).size, 'no page twice').toBe(all.length);
  // The reader carries on from the first new result.
  await expect(results(page).nth(10).getByRole('link')).toBeFocused();
  if (total <= 20) {
    await expect(status(page)).toHaveText(`${total} pages match “boiler”.`);
    await expect(more).toBeHidden();
  }

  // A new search starts again from its best ten.
  await search(page, 'grant');
  await expect(status(page)).toHaveText(/^\d+ pages? match(es)? “grant”/);
  expect(await results(page).count()).toBeLessThanOrEqual(10);
});

test('a search in the address is run on arrival, and typing keeps the address in step', async ({ page }) => {
  await page.goto('/search?q=grant');
  await expect(page.getByRole('searchbox')).toHaveValue('grant');
  // With JavaScript on, a <noscript>'s content is not part of the page.
  await expect(page.locator('main noscript p')).toHaveCount(0);
  await expect(status(page)).toHaveText(/^\d+ pages? match(es)? “grant”/);
  expect(await resultLinks(page)).toContain('/knowledge-centre/government-grants-available');
  await search(page, 'limescale');
  await expect(page).toHaveURL('/search?q=limescale');
  await page.reload();
  await expect(results(page)).toHaveCount(1);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the box submits to /search, which lists every page by section', async ({ page, request }) => {
    await page.goto('/knowledge-centre');
    await search(page, 'pressure');
    await expect(page).toHaveURL('/search?q=pressure');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search');
    // (Playwright's text matching skips <noscript>, whose content is shown here: read it directly.)
    const note = page.locator('main noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain('Searching needs JavaScript, which is off in this browser.');
    const listed = await page
      .getByRole('region', { name: 'Every page, by section' })
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname));
    expect(listed.sort()).toEqual((await sitemapPaths(request)).sort());
    for (const section of ['Services', 'Boiler Advice', 'Legal'])
      await expect(page.getByRole('heading', { level: 3, name: section })).toBeVisible();
  });
});
