import { expect, test } from '@playwright/test';
import { jsonLd } from './helpers';
import { jsonLdSources } from '../support/export-files';
import { pageHtml, siteUrl, sitemapPaths } from './routes';
import { articleDates, site, zoned } from './settings';

test('the home page describes the HVAC business in full', async ({ page }) => {
  await page.goto('/');
  const [business] = await jsonLd(page);
  expect(business).toMatchObject({
    '@type': 'HVACBusiness',
    name: site.name,
    telephone: site.phone.international,
    priceRange: site.priceRange,
    address: { addressLocality: site.address.town, addressRegion: site.address.county, addressCountry: 'GB' },
    areaServed: site.areas.primary.map((name) => ({
      '@type': 'City',
      name,
    })),
    aggregateRating: { ratingValue: site.rating.value, reviewCount: site.rating.count },
    hasOfferCatalog: { '@type': 'OfferCatalog' },
  });
  expect((business!.hasOfferCatalog as { itemListElement: unknown[] }).itemListElement).toHaveLength(3);
  expect(business!.knowsAbout).toHaveLength(3);
});

test("the home page names the website, as search engines read a site's name, published by the business", async ({
  page,
}) => {
  await page.goto('/');
  const website = (await jsonLd(page)).find((block) => block['@type'] === 'WebSite');
  expect(website).toEqual({
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: site.name,
    url: siteUrl,
    inLanguage: 'en-GB',
    publisher: { '@id': `${siteUrl}/#business` },
  });
  // Other pages that say they are part of it name the same website.
  await page.goto('/sitemap');
  const sitemapPage = (await jsonLd(page)).find((block) => block['@type'] === 'WebPage');
  expect(sitemapPage?.isPartOf).toMatchObject({ '@id': `${siteUrl}/#website`, name: site.name });
});

for (const [path, type, expected] of [
  ['/about', 'AboutPage', { url: `${siteUrl}/about` }],
  ['/contact', 'ContactPage', { url: `${siteUrl}/contact`, mainEntity: { telephone: site.phone.international } }],
  [
    '/boilers',
    'Service',
    { serviceType: 'Boiler installation, servicing and repair', hasOfferCatalog: { '@type': 'OfferCatalog' } },
  ],
  ['/heat-pumps', 'Service', { hasOfferCatalog: { '@type': 'OfferCatalog' } }],
  ['/air-conditioning', 'Service', { hasOfferCatalog: { '@type': 'OfferCatalog' } }],
  ['/knowledge-centre', 'Blog', { url: `${siteUrl}/knowledge-centre` }],
  [
    '/reviews',
    'WebPage',
    { mainEntity: { aggregateRating: { ratingValue: site.rating.value, reviewCount: site.rating.count } } },
  ],
  [
    '/knowledge-centre/community/bonfire-night-safety',
    'Article',
    {
      datePublished: zoned(articleDates('bonfire-night-safety').published),
      dateModified: zoned(articleDates('bonfire-night-safety').modified),
      articleSection: 'Community',
    },
  ],
] as const) {
  test(`${path} carries ${type} and its breadcrumbs`, async ({ page }) => {
    await page.goto(path);
    const blocks = await jsonLd(page);
    expect(blocks.map((block) => block['@type'])).toEqual([type, 'BreadcrumbList']);
    expect(blocks[0]).toMatchObject(expected);
    const crumbs = (blocks[1] as { itemListElement: { position: number; item: string }[] }).itemListElement;
    expect(crumbs[0]).toMatchObject({ position: 1, item: siteUrl });
    expect(crumbs.at(-1)).toMatchObject({ position: crumbs.length, item: `${siteUrl}${path}` });
  });
}

/** The JSON-LD blocks of an exported page, read from its file: these checks need no browser. */
const blocksOf = (path: string) =>
  jsonLdSources(pageHtml(path)).map((source) => JSON.parse(source) as Record<string, unknown>);

test("the knowledge centre's Blog names each post by the @id its own page gives its Article", () => {
  const blog = blocksOf('/knowledge-centre').find((block) => block['@type'] === 'Blog');
  const posts = (blog?.blogPost ?? []) as { '@id': string; headline: string; url: string }[];
  expect(posts.length).toBeGreaterThan(10);
  for (const post of posts) {
    expect(post['@id'], post.url).toBe(`${post.url}#article`);
    const entry = blocksOf(post.url.slice(siteUrl.length)).find((block) => block['@type'] === 'Article');
    expect(entry, post.url).toMatchObject({ '@id': post['@id'], headline: post.headline, url: post.url });
  }
});

test('every page below home has breadcrumbs', async ({ request }) => {
  const paths = (await sitemapPaths(request)).filter((path) => path !== '/');
  for (const path of paths) {
    const types = blocksOf(path).map((block) => block['@type']);
    expect(types, path).toContain('BreadcrumbList');
  }
});

test('the legal pages state their last update', async ({ page }) => {
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    await page.goto(path);
    await expect(page.locator('main')).toContainText('Last Updated Tuesday 8th July 2025');
  }
});

test('every town the data says a page serves is named in the page itself', async ({ request }) => {
  // Search engines ask that structured data describe what readers of the page can see.
  const towns = (value: unknown): string[] => {
    if (Array.isArray(value)) return value.flatMap(towns);
    if (value === null || typeof value !== 'object') return [];
    const node = value as Record<string, unknown>;
    return [...(node['@type'] === 'City' ? [String(node.name)] : []), ...Object.values(node).flatMap(towns)];
  };
  let pagesWithTowns = 0;
  for (const path of await sitemapPaths(request)) {
    const served = new Set(towns(blocksOf(path)));
    if (served.size === 0) continue;
    pagesWithTowns += 1;
    // The main content's words, as its HTML has them (the JSON-LD itself left out).
    const html = pageHtml(path);
    const text = html
      .slice(html.indexOf('<main'), html.indexOf('</main>'))
      .replace(/<script\b[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]*>/g, ' ');
    for (const town of served) expect(text, `${path} names ${town}`).toContain(town);
  }
  // The home page and the three service pages.
  expect(pagesWithTowns).toBe(4);
});
