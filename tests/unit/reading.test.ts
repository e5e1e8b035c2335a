import { describe, expect, it } from 'vitest';
import type { Article } from '@/lib/content';
import { analyseMdx, readingMinutes } from '@/lib/content/mdx-analysis';
import { currentSection } from '@/browser/contents';
import { feedText, knowledgeCentreFeed } from '@/lib/feeds';
import { site } from './site-fixture';

const source = `---
title: "A guide"
---
Intro with **bold** words and a [link](/contact).

## Why it matters

Some text. <Callout>Words inside a block count too.</Callout>

### A smaller heading

## Why it matters

- One
- Two, three

| Cost | Saving |
| ---- | ------ |
| £100 | 10% |
`;

describe('the content pipeline: contents and reading time', () => {
  const body = analyseMdx(source);

  it('lists the second-level headings with the ids rehype-slug gives them, repeats numbered', () => {
    expect(body.outline).toEqual([
      { id: 'why-it-matters', text: 'Why it matters' },
      { id: 'why-it-matters-1', text: 'Why it matters' },
    ]);
    expect(body.headingIds).toEqual(['why-it-matters', 'a-smaller-heading', 'why-it-matters-1']);
  });

  it('counts the words a reader reads, not the frontmatter or the markup', () => {
    // Intro 7, heading 3, text 2, callout 6, small heading 3, heading 3, list 3, table 4 ("£100" and "10%" count).
    expect(body.words).toBe(31);
    expect(body.readingMinutes).toBe(1);
  });

  it('reads at about 200 words a minute, never less than a minute', () => {
    expect([0, 99, 100, 299, 300, 1000, 1099, 1100].map(readingMinutes)).toEqual([1, 1, 1, 1, 2, 5, 5, 6]);
  });
});

describe('the section being read', () => {
  it('is the last heading above a quarter of the window, the first before any', () => {
    expect(currentSection([300, 900, 1500], 800)).toBe(0);
    expect(currentSection([100, 900, 1500], 800)).toBe(0);
    expect(currentSection([-700, 150, 800], 800)).toBe(1);
    expect(currentSection([-2000, -1000, -10], 800)).toBe(2);
  });
});

describe('the knowledge centre feeds', () => {
  const entry = (slug: string, title: string, datePublished: string, dateModified: string, category: string) =>
    ({
      slug,
      route: `/knowledge-centre/${slug}`,
      frontmatter: { title, description: `About ${title}.`, datePublished, dateModified, category },
    }) as unknown as Article;
  const articles = [
    entry('newer', 'Newer & better', '2025-11-01', '2025-11-20', 'Boiler Advice'),
    entry('older', 'Older', '2025-01-05', '2025-01-05', 'Heat Pumps'),
  ];
  const feed = knowledgeCentreFeed(site, articles);

  it('RSS 2.0: each article in order, with link, summary, category and publication date; escaped', () => {
    const rss = feedText(feed, 'rss');
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\s*<rss version="2.0"/);
    const items = [...rss.matchAll(/<item>([\s\S]*?)<\/item>/g)].map((match) => match[1]!);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<title><![CDATA[Newer & better]]></title>');
    expect(items[0]).toContain(`<link>${site.url}/knowledge-centre/newer</link>`);
    expect(items[0]).toContain('<category>Boiler Advice</category>');
    expect(items[0]).toContain('<pubDate>Sat, 01 Nov 2025 00:00:00 GMT</pubDate>');
    expect(rss).toContain('<lastBuildDate>Thu, 20 Nov 2025 00:00:00 GMT</lastBuildDate>');
  });

  it('Atom names its language on the feed element, as RSS and JSON Feed do', () => {
    expect(feedText(feed, 'atom')).toMatch(
      /^<\?xml version="1.0" encoding="utf-8"\?>\s*<feed xml:lang="en-GB" xmlns="http:\/\/www.w3.org\/2005\/Atom">/,
    );
    expect(feedText(feed, 'rss')).toContain('<language>en-GB</language>');
    expect(JSON.parse(feedText(feed, 'json'))).toMatchObject({ language: 'en-GB' });
  });

  it('Atom and JSON Feed carry both dates', () => {
    const atom = feedText(feed, 'atom');
    expect(atom).toContain('<published>2025-11-01T00:00:00.000Z</published>');
    expect(atom).toContain('<updated>2025-11-20T00:00:00.000Z</updated>');
    const json = JSON.parse(feedText(feed, 'json')) as { items: Record<string, unknown>[] };
    expect(json.items.map((item) => item.url)).toEqual([
      `${site.url}/knowledge-centre/newer`,
      `${site.url}/knowledge-centre/older`,
    ]);
    expect(json.items[1]).toMatchObject({
      date_published: '2025-01-05T00:00:00.000Z',
      date_modified: '2025-01-05T00:00:00.000Z',
      tags: ['Heat Pumps'],
    });
  });
});

describe('share images', () => {
  it('carry their title in the PNG, read back with the size', async () => {
    const { ogImagePath, routeOfOgImage } = await import('@/lib/og');
    const { withPngTitle, pngInfo } = await import('@/lib/og-png');
    // The smallest PNG: 1 × 1, one grey pixel.
    const tiny = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(pngInfo(tiny)).toEqual({ width: 1, height: 1 });
    expect(pngInfo(withPngTitle(tiny, 'Heat Pump Grants: £7,500 – the Boiler Upgrade Scheme'))).toEqual({
      width: 1,
      height: 1,
      title: 'Heat Pump Grants: £7,500 – the Boiler Upgrade Scheme',
    });
    expect(ogImagePath('/')).toBe('/og/home.png');
    expect(ogImagePath('/knowledge-centre/heat-pump-guide')).toBe('/og/knowledge-centre/heat-pump-guide.png');
    expect(routeOfOgImage(['knowledge-centre', 'heat-pump-guide.png'])).toBe('/knowledge-centre/heat-pump-guide');
    expect(routeOfOgImage(['home.png'])).toBe('/');
  });
});
