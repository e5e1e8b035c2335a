import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { pngInfo } from '@/lib/og-png';
import { htmlFiles, jsonLdSources, out } from '../support/export-files';
import { loadVocabulary, vocabularyFaults } from '../support/schema-org';
import { siteUrl } from './routes';
import { site } from './settings';

// Reads every page of the export and holds each JSON-LD block to schema.org's vocabulary and to
// what search engines require or recommend for its type.

type Block = Record<string, unknown>;
interface ExportedPage {
  page: string;
  canonical?: string;
  ogImage?: string;
  blocks: Block[];
}

const zonedDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:Z|[+-]\d{2}:\d{2})$/;

function readPages(): ExportedPage[] {
  return htmlFiles(out).map((file) => {
    const html = fs.readFileSync(file, 'utf8');
    return {
      page: path.relative(out, file),
      canonical: /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1],
      ogImage: /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1],
      blocks: jsonLdSources(html).map((source) => JSON.parse(source) as Block),
    };
  });
}

const blocksOfType = (pages: ExportedPage[], type: string) =>
  pages.flatMap(({ page, canonical, ogImage, blocks }) =>
    blocks.filter((block) => block['@type'] === type).map((block) => ({ page, canonical, ogImage, block })),
  );

test('every JSON-LD block parses and uses only schema.org types and properties', () => {
  const vocabulary = loadVocabulary();
  const pages = readPages();
  const faults = pages.flatMap(({ page, blocks }) =>
    blocks.flatMap((block) => vocabularyFaults(vocabulary, block).map((fault) => `${page} ${fault}`)),
  );
  const blockCount = pages.reduce((sum, { blocks }) => sum + blocks.length, 0);
  const types = [...new Set(pages.flatMap(({ blocks }) => blocks.map((block) => String(block['@type']))))].sort();
  console.log(
    `Structured data: ${pages.length} pages, ${blockCount} JSON-LD blocks (${types.join(', ')}), ${faults.length} vocabulary faults.`,
  );
  expect(blockCount).toBeGreaterThanOrEqual(pages.length);
  expect(faults).toEqual([]);
});

test('the local business carries name, address, an international telephone, URL, price range and areas', () => {
  const businesses = blocksOfType(readPages(), 'HVACBusiness');
  expect(businesses.map(({ page }) => page)).toEqual(['index.html']);
  const { block } = businesses[0]!;
  expect(block).toMatchObject({
    name: expect.any(String),
    url: siteUrl,
    telephone: expect.stringMatching(/^\+44\d{10}$/),
    priceRange: site.priceRange,
    address: {
      '@type': 'PostalAddress',
      streetAddress: expect.any(String),
      addressLocality: site.address.town,
      addressRegion: site.address.county,
      postalCode: site.address.postcode,
      addressCountry: 'GB',
    },
  });
  expect(block.areaServed).toHaveLength(site.areas.primary.length);
});

/** Every object in a block, however deep. */
function nodesOf(value: unknown): Block[] {
  if (Array.isArray(value)) return value.flatMap(nodesOf);
  if (value === null || typeof value !== 'object') return [];
  return [value as Block, ...Object.values(value).flatMap(nodesOf)];
}

test('wherever a page names the business, it gives its address and a logo that is a square PNG of the export', () => {
  const named = readPages().flatMap(({ page, blocks }) =>
    nodesOf(blocks)
      .filter((node) => node['@type'] === 'HVACBusiness')
      .map((node) => ({ page, node })),
  );
  console.log(`Pages naming the business: ${new Set(named.map(({ page }) => page)).size}, ${named.length} times.`);
  // The home page's whole entry, the contact, about and reviews pages, the three services, the
  // knowledge centre and every article (as author and publisher).
  expect(named.length).toBeGreaterThanOrEqual(1 + 3 + 3 + 1 + 2 * 14);
  for (const { page, node } of named)
    expect(node, page).toMatchObject({
      '@id': `${siteUrl}/#business`,
      name: site.name,
      telephone: expect.stringMatching(/^\+44\d{10}$/),
      address: { '@type': 'PostalAddress', addressLocality: site.address.town, postalCode: site.address.postcode },
      logo: `${siteUrl}/logo.png`,
    });
  const logo = pngInfo(fs.readFileSync(path.join(out, 'logo.png')));
  expect(logo).toMatchObject({ width: 512, height: 512 });
});

test('every article carries headline, description, zoned dates, author, publisher and its image', () => {
  const articles = blocksOfType(readPages(), 'Article');
  console.log(`Articles with structured data: ${articles.length}.`);
  expect(articles).toHaveLength(14);
  for (const { page, canonical, ogImage, block } of articles) {
    expect(String(block.headline).length, page).toBeLessThanOrEqual(110);
    expect(block, page).toMatchObject({
      headline: expect.any(String),
      description: expect.any(String),
      datePublished: expect.stringMatching(zonedDateTime),
      dateModified: expect.stringMatching(zonedDateTime),
      mainEntityOfPage: canonical,
      author: { '@type': 'HVACBusiness', '@id': `${siteUrl}/#business`, name: expect.any(String), url: siteUrl },
      publisher: {
        '@type': 'HVACBusiness',
        '@id': `${siteUrl}/#business`,
        name: expect.any(String),
        url: siteUrl,
        logo: `${siteUrl}/logo.png`,
      },
    });
    expect(block.image, page).toEqual(ogImage);
  }
});

test('every breadcrumb trail counts from home to the page itself', () => {
  const pages = readPages().filter(({ page }) => !['index.html', '404.html', '_not-found.html'].includes(page));
  let trails = 0;
  for (const { page, canonical, blocks } of pages) {
    const trail = blocks.filter((block) => block['@type'] === 'BreadcrumbList');
    expect(trail, page).toHaveLength(1);
    const items = trail[0]!.itemListElement as Block[];
    expect(items.length, page).toBeGreaterThanOrEqual(2);
    items.forEach((item, index) => {
      expect(item, page).toMatchObject({
        '@type': 'ListItem',
        position: index + 1,
        name: expect.stringMatching(/\S/),
        item: expect.stringMatching(new RegExp(`^${siteUrl.replace(/\./g, '\\.')}`)),
      });
    });
    expect(items[0]!.item, page).toBe(siteUrl);
    expect(items.at(-1)!.item, page).toBe(canonical);
    trails += 1;
  }
  console.log(`Breadcrumb trails checked: ${trails}.`);
  // Every page but home and the 404 page: 26 since the search page.
  expect(trails).toBe(26);
});
