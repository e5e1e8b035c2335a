import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { analyseMdx } from '@/lib/content/mdx-analysis';
import { everyPage, siteUrl, sitemapPaths } from './routes';
import { site } from './settings';

// The article with the most sections, a table and steps.
const slug = 'heat-pump-installation-requirements';
const address = `/knowledge-centre/${slug}`;
const analysis = analyseMdx(fs.readFileSync(`content/articles/${slug}.mdx`, 'utf8'));

const contents = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
/** The article's own second-level headings (not the contents' heading or the related articles'). */
const bodyHeadings = (page: Page) => page.locator('.prose-content h2');

test.describe('an article shows its contents and reading time', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(address);
      const nav = contents(page);
      const links = nav.getByRole('link');
      // Every second-level heading of the body, in order, each link to its id.
      const headings = await bodyHeadings(page).evaluateAll((nodes) =>
        nodes.map((node) => ({ id: node.id, text: node.textContent })),
      );
      expect(headings.length).toBeGreaterThanOrEqual(5);
      expect(headings).toEqual(analysis.outline);
      await expect(links).toHaveText(headings.map((heading) => heading.text!));
      expect(await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('href')))).toEqual(
        headings.map((heading) => `#${heading.id}`),
      );
      await expect(page.locator('header').getByText(`${analysis.readingMinutes} min read`)).toBeVisible();
      expect(analysis.readingMinutes).toBe(Math.max(1, Math.round(analysis.words / 200)));

      const navBox = (await nav.boundingBox())!;
      const bodyBox = (await page.locator('.prose-content').boundingBox())!;
      if (width < 1024) {
        // Before the body, in the same column.
        expect(navBox.y + navBox.height).toBeLessThanOrEqual(bodyBox.y);
        expect(Math.abs(navBox.x - bodyBox.x)).toBeLessThan(2);
      } else {
        // Beside the body, and still in view far down the article.
        expect(navBox.x).toBeGreaterThanOrEqual(bodyBox.x + bodyBox.width);
        await bodyHeadings(page).last().scrollIntoViewIfNeeded();
        await expect(nav).toBeInViewport();
      }

      // A link takes the reader to its section, and the contents mark it as the one being read.
      await links.nth(3).click();
      await expect(page).toHaveURL(`${address}#${headings[3]!.id}`);
      await expect(bodyHeadings(page).nth(3)).toBeInViewport();
      await expect(links.nth(3)).toHaveAttribute('aria-current', 'location');
      await expect(nav.locator('[aria-current]')).toHaveCount(1);
    });
  }

  test('the mark follows the reader scrolling, back to the top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(address);
    const links = contents(page).getByRole('link');
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    await bodyHeadings(page)
      .nth(5)
      .evaluate((node) => window.scrollTo(0, node.getBoundingClientRect().top + scrollY - 50));
    await expect(links.nth(5)).toHaveAttribute('aria-current', 'location');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(links.first()).toHaveAttribute('aria-current', 'location');
    await expect(contents(page).locator('[aria-current]')).toHaveCount(1);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contents are plain links, none marked', async ({ page }) => {
    await page.goto(address);
    const links = contents(page).getByRole('link');
    await expect(links).toHaveCount(analysis.outline.length);
    await links.nth(2).click();
    await expect(page).toHaveURL(`${address}#${analysis.outline[2]!.id}`);
    await expect(contents(page).locator('[aria-current]')).toHaveCount(0);
  });
});

test('the feeds list every published article, newest first, as each article page states it', async ({
  page,
  request,
}) => {
  const articles = (await sitemapPaths(request)).filter(
    (path) => /^\/knowledge-centre\/(community\/)?[a-z0-9-]+$/.test(path) && path !== '/knowledge-centre/community',
  );
  expect(articles.length).toBeGreaterThanOrEqual(14);
  // What each article's own page says: title, section, dates.
  const stated = [];
  for (const path of articles) {
    await page.goto(path);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      headline: string;
      articleSection: string;
      datePublished: string;
      dateModified: string;
      url: string;
      description: string;
    };
    stated.push(data);
  }
  stated.sort((a, b) => b.datePublished.localeCompare(a.datePublished) || a.headline.localeCompare(b.headline));
  const iso = (date: string) => new Date(date).toISOString();

  await page.goto('/knowledge-centre');
  const [rss, atom, json] = await Promise.all(
    ['/knowledge-centre/feed.xml', '/knowledge-centre/atom.xml', '/knowledge-centre/feed.json'].map(async (feed) => {
      const response = await request.get(feed);
      expect(response.status(), feed).toBe(200);
      return response.text();
    }),
  );
  // Parsed by the browser's own XML parser: a feed that is not well-formed fails here.
  const parsed = await page.evaluate(
    ([rssText, atomText]) => {
      const parse = (text: string) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) throw new Error(doc.querySelector('parsererror')!.textContent!);
        return doc;
      };
      const text = (node: Element, name: string) => node.getElementsByTagName(name)[0]?.textContent ?? null;
      const rssDoc = parse(rssText!);
      const atomDoc = parse(atomText!);
      return {
        rssVersion: rssDoc.documentElement.getAttribute('version'),
        rss: [...rssDoc.querySelectorAll('item')].map((item) => ({
          title: text(item, 'title'),
          link: text(item, 'link'),
          description: text(item, 'description'),
          category: text(item, 'category'),
          author: text(item, 'author'),
          published: new Date(text(item, 'pubDate')!).toISOString(),
        })),
        atomNamespace: atomDoc.documentElement.namespaceURI,
        atomLanguage: atomDoc.documentElement.getAttributeNS('http://www.w3.org/XML/1998/namespace', 'lang'),
        atom: [...atomDoc.getElementsByTagName('entry')].map((entry) => ({
          title: text(entry, 'title'),
          link: entry.getElementsByTagName('link')[0]?.getAttribute('href'),
          published: text(entry, 'published'),
          updated: text(entry, 'updated'),
          category: entry.getElementsByTagName('category')[0]?.getAttribute('term'),
        })),
      };
    },
    [rss, atom],
  );
  expect(parsed.rssVersion).toBe('2.0');
  expect(parsed.rss).toEqual(
    stated.map((article) => ({
      title: article.headline,
      link: article.url,
      description: article.description,
      category: article.articleSection,
      // RSS 2.0 wants the author's e-mail address, with the name after it in brackets.
      author: `${site.email} (${site.name})`,
      published: iso(article.datePublished),
    })),
  );
  expect(parsed.atomNamespace).toBe('http://www.w3.org/2005/Atom');
  expect(parsed.atomLanguage).toBe('en-GB');
  expect(parsed.atom).toEqual(
    stated.map((article) => ({
      title: article.headline,
      link: article.url,
      published: iso(article.datePublished),
      updated: iso(article.dateModified),
      category: article.articleSection,
    })),
  );
  const jsonFeed = JSON.parse(json!) as Record<string, unknown> & { items: Record<string, unknown>[] };
  // JSON Feed 1.1: a list of authors (1.0's single `author` is gone) and the feed's language.
  const authors = [{ name: site.name, url: site.url }];
  expect(jsonFeed).toMatchObject({ version: 'https://jsonfeed.org/version/1.1', language: 'en-GB', authors });
  expect(jsonFeed).not.toHaveProperty('author');
  expect(
    jsonFeed.items.map(({ url, date_published, authors, author }) => ({ url, date_published, authors, author })),
  ).toEqual(
    stated.map((article) => ({
      url: article.url,
      date_published: iso(article.datePublished),
      authors,
      author: undefined,
    })),
  );
});

test('every page links the feeds from its head, and the knowledge centre from its body', async ({ page, request }) => {
  const expected = [
    ['application/rss+xml', `${siteUrl}/knowledge-centre/feed.xml`],
    ['application/atom+xml', `${siteUrl}/knowledge-centre/atom.xml`],
    ['application/feed+json', `${siteUrl}/knowledge-centre/feed.json`],
  ];
  for (const path of await everyPage(request)) {
    const html = await (await request.get(path)).text();
    const head = /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
    const links = [...head.matchAll(/<link rel="alternate" type="([^"]+)" href="([^"]+)" title="[^"]+"/g)].map(
      (match) => [match[1], match[2]],
    );
    expect(links, path).toEqual(expected);
  }
  await page.goto('/knowledge-centre');
  for (const name of ['RSS', 'Atom', 'JSON Feed'])
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute(
      'href',
      /\/knowledge-centre\/(feed|atom)\./,
    );
});

test('a printed guide leaves out navigation, footer, buttons and tools, shows link addresses and keeps tables and steps whole', async ({
  page,
}) => {
  await page.goto(address);
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    page.locator('body > header, header.sticky').first(),
    page.locator('footer').last(),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    contents(page),
    page.getByRole('region', { name: 'Related articles' }),
  ])
    await expect(hidden).toBeHidden();
  // The closing call to action and every quote button.
  await expect(page.getByRole('link', { name: /quote/i }).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Call / }).filter({ visible: true })).toHaveCount(0);
  await expect(page.getByText(`Printed from https://`)).toBeVisible();
  const link = page.locator('.prose-content a[href^="/"]').first();
  const href = await link.getAttribute('href');
  expect(await link.evaluate((node) => getComputedStyle(node, '::after').content)).toBe(`" (${href})"`);
  for (const whole of ['.prose-content table', '.prose-content ol li', '.prose-content tr'])
    expect(
      await page
        .locator(whole)
        .first()
        .evaluate((node) => getComputedStyle(node).breakInside),
      whole,
    ).toBe('avoid');
  await page.emulateMedia({ media: 'screen' });
  await expect(contents(page)).toBeVisible();
});
