import { expect, test } from '@playwright/test';
import { jsonLd, jsonLdTypes } from './helpers';
import { siteUrl } from './routes';
import { articleDates, site, zoned } from './settings';

test('an article carries its metadata and structured data', async ({ page }) => {
  const dates = articleDates('boiler-replacement');
  await page.goto('/knowledge-centre/boiler-replacement');
  await expect(page).toHaveTitle(`Is It Time to Replace Your Boiler? | ${site.name}`);
  const meta = (selector: string) => page.locator(selector).first();
  await expect(meta('meta[name="description"]')).toHaveAttribute('content', /.{50,160}/);
  await expect(meta('link[rel="canonical"]')).toHaveAttribute('href', `${siteUrl}/knowledge-centre/boiler-replacement`);
  await expect(meta('meta[name="keywords"]')).toHaveAttribute('content', /boiler/i);
  await expect(meta('meta[property="og:type"]')).toHaveAttribute('content', 'article');
  await expect(meta('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB');
  await expect(meta('meta[property="og:site_name"]')).toHaveAttribute('content', site.name);
  await expect(meta('meta[property="article:published_time"]')).toHaveAttribute('content', zoned(dates.published));
  await expect(meta('meta[property="article:modified_time"]')).toHaveAttribute('content', zoned(dates.modified));
  await expect(meta('meta[property="article:author"]')).toHaveAttribute('content', `${siteUrl}/about`);
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');

  expect(await jsonLdTypes(page)).toEqual(['Article', 'BreadcrumbList']);
  const [article, breadcrumbs] = await jsonLd(page);
  expect(article).toMatchObject({
    headline: 'Is It Time to Replace Your Boiler?',
    datePublished: zoned(dates.published),
    dateModified: zoned(dates.modified),
    articleSection: 'Boiler Advice',
    author: { name: site.name },
    publisher: { name: site.name },
  });
  expect(breadcrumbs).toMatchObject({
    itemListElement: [
      { position: 1, name: 'Home', item: siteUrl },
      { position: 2, name: 'Knowledge Centre', item: `${siteUrl}/knowledge-centre` },
      {
        position: 3,
        name: 'Is It Time to Replace Your Boiler?',
        item: `${siteUrl}/knowledge-centre/boiler-replacement`,
      },
    ],
  });
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText(
    'Home/Knowledge Centre/Is It Time to Replace Your Boiler?',
  );
  await expect(page.getByRole('link', { name: 'Back to Knowledge Centre' })).toHaveAttribute(
    'href',
    '/knowledge-centre',
  );
});

test("a title too wide for a search result with the site's name goes without it, as the browser measures it", async ({
  page,
}) => {
  const title = 'Annual Boiler Servicing: What You Need to Know';
  await page.goto('/knowledge-centre/annual-servicing-guide');
  await expect(page).toHaveTitle(title);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  // As a search engine draws a result's title (DECISIONS.md): Arial, 20 px, cut at 600 px.
  const widths = await page.evaluate(
    (texts) => {
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = '20px Arial';
      return texts.map((text) => context.measureText(text).width);
    },
    [`${title} | ${site.name}`, `Is It Time to Replace Your Boiler? | ${site.name}`],
  );
  expect(widths[0]).toBeGreaterThan(600);
  expect(widths[1]).toBeLessThanOrEqual(600);
});

test('the home page describes the local business', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', siteUrl);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
  const [business] = await jsonLd(page);
  expect(business).toMatchObject({
    '@type': 'HVACBusiness',
    telephone: site.phone.international,
    priceRange: site.priceRange,
    aggregateRating: { ratingValue: site.rating.value, reviewCount: site.rating.count },
  });
});

test('the home page names its icons: one for the tab, and a square one a phone keeps on its home screen', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const apple = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  expect([icon, apple]).toEqual(['/icon.svg', '/logo.png']);
  for (const [href, type] of [
    [icon, 'image/svg+xml'],
    [apple, 'image/png'],
  ]) {
    const response = await request.get(href!);
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type'], href!).toContain(type);
  }
});

test('each page is its own document, with its own structured data: a link opens a new page', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  expect(await jsonLdTypes(page)).toEqual(['HVACBusiness', 'WebSite']);
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.locator('header').getByRole('link', { name: 'About Us' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(false);
  expect(await jsonLdTypes(page)).toEqual(['AboutPage', 'BreadcrumbList']);
  await page.locator('header').getByRole('link', { name: 'Knowledge Centre' }).click();
  await expect(page).toHaveURL(/\/knowledge-centre$/);
  expect(await jsonLdTypes(page)).toEqual(['Blog', 'BreadcrumbList']);
});

test('sitemap.xml lists every public page and robots.txt names it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const path of [
    '',
    '/about',
    '/contact',
    '/boilers',
    '/knowledge-centre/boiler-replacement',
    '/knowledge-centre/community',
    '/sitemap',
  ]) {
    expect(sitemap).toContain(`<loc>${siteUrl}${path}</loc>`);
  }
  const { modified } = articleDates('boiler-replacement');
  expect(sitemap).toContain(
    `<loc>${siteUrl}/knowledge-centre/boiler-replacement</loc>\n<lastmod>${modified}</lastmod>`,
  );
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});
