import { expect, test } from '@playwright/test';
import { siteUrl, sitemapPaths } from './routes';
import { testimonials } from './settings';

const routes = [
  '/',
  '/about',
  '/contact',
  '/boilers',
  '/heat-pumps',
  '/air-conditioning',
  '/knowledge-centre',
  ...[
    'boiler-replacement',
    'boiler-efficiency-ratings',
    'annual-servicing-guide',
    'common-boiler-problems',
    'heat-pump-vs-boiler-costs',
    'heat-pump-installation-requirements',
    'heat-pump-maintenance-guide',
    'government-grants-available',
    'insulation-improvements',
    'smart-heating-controls',
    'energy-saving-tips',
    'home-energy-audits',
    'heat-pump-guide',
  ].map((slug) => `/knowledge-centre/${slug}`),
  '/knowledge-centre/community',
  '/knowledge-centre/community/bonfire-night-safety',
  '/reviews',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  // Issue 14: the site search.
  '/search',
];

test('sitemap.xml lists exactly the routes of the specification, and the search page', async ({ request }) => {
  const listed = await sitemapPaths(request);
  expect(listed.sort()).toEqual([...routes].sort());
});

test('every route answers 200 with one h1, a unique title and description, and its canonical', async ({ page }) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const response = await page.goto(route);
    expect(response?.status(), route).toBe(200);
    await expect(page.locator('h1'), route).toHaveCount(1);
    const title = await page.title();
    const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
    expect(description.length, `${route} description`).toBeGreaterThanOrEqual(50);
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description),
      `${route} repeats the description of ${descriptions.get(description)}`,
    ).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description, route);
    await expect(page.locator('link[rel="canonical"]'), route).toHaveAttribute(
      'href',
      route === '/' ? siteUrl : `${siteUrl}${route}`,
    );
  }
});

test('a sample review says so wherever it is shown: a tag on its card, and a note beside the reviews', async ({
  page,
}) => {
  const samples = new Set(testimonials.filter((testimonial) => testimonial.sample).map(({ quote }) => quote.trim()));
  for (const path of ['/', '/reviews']) {
    await page.goto(path);
    const cards = page.locator('main figure').filter({ has: page.locator('blockquote') });
    let shownSamples = 0;
    for (const card of await cards.all()) {
      const quote = (await card.locator('blockquote').textContent())!.trim().replace(/^“|”$/g, '');
      const tagged = (await card.getByText('Sample review', { exact: true }).count()) === 1;
      expect(tagged, `${path}: "${quote.slice(0, 40)}…" is tagged only if it is a sample`).toBe(samples.has(quote));
      if (tagged) shownSamples += 1;
    }
    const note = page.getByText('The reviews marked “Sample review” are examples');
    if (shownSamples > 0) await expect(note, path).toBeVisible();
    else await expect(note, path).toHaveCount(0);
    expect(await cards.count(), `${path}: reviews shown`).toBeGreaterThan(0);
  }
});

test('the knowledge centre lists every article, and the community page every community article', async ({ page }) => {
  const articles = routes.filter((route) => /^\/knowledge-centre\/(?!community$)./.test(route));
  await page.goto('/knowledge-centre');
  const listed = await page
    .locator('main a[href^="/knowledge-centre/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  const community = articles.filter((route) => route.startsWith('/knowledge-centre/community/'));
  expect(articles.filter((route) => !listed.includes(route) && !community.includes(route))).toEqual([]);
  await page.goto('/knowledge-centre/community');
  for (const route of community) await expect(page.locator(`main a[href="${route}"]`).first()).toBeVisible();
});
