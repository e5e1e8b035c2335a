import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import matter from 'gray-matter';
import { test } from './editor-fixture';
import { logIn } from './editor-steps';
import { openEntry, preview, textBox } from './editor-text';

// Every page staff can open in the web editor, as the editor's server has them (the tracked content,
// not the fixture pages the test servers add to content/).
const COLLECTIONS = ['articles', 'services', 'legal', 'jobs'] as const;

interface ContentPage {
  collection: (typeof COLLECTIONS)[number];
  slug: string;
  title: string;
  /** Where the site publishes it; none for a draft, which is not built. */
  route: string | undefined;
}

function contentPages(repo: string): ContentPage[] {
  return COLLECTIONS.flatMap((collection) =>
    fs
      .readdirSync(path.join(repo, 'content', collection))
      .filter((file) => file.endsWith('.mdx'))
      .map((file) => {
        const slug = file.slice(0, -'.mdx'.length);
        const { data } = matter(fs.readFileSync(path.join(repo, 'content', collection, file), 'utf8'));
        const at = {
          articles: data.category === 'Community' ? `/knowledge-centre/community/${slug}` : `/knowledge-centre/${slug}`,
          services: `/${slug}`,
          legal: `/${slug}`,
          jobs: `/our-work/${slug}`,
        }[collection];
        return { collection, slug, title: String(data.title), route: data.draft === true ? undefined : at };
      }),
  );
}

/**
 * What a reader must find the same on the page and in its preview: the headings, the tables' cells and
 * the key figures' values. Read from the text as written (textContent), not as styled: a heading the
 * stylesheet shows in capitals is the same heading.
 */
function pageFacts(document: Element) {
  const root = document.querySelector('main') ?? document;
  const texts = (selector: string) =>
    [...root.querySelectorAll(selector)].map((element) => element.textContent!.replace(/\s+/g, ' ').trim());
  return { headings: texts('h2, h3'), cells: texts('th, td'), figures: texts('dl > div > dt + dd') };
}

test('every content page opens in the editor unchanged, and its preview shows the headings, tables and key figures of the built page', async ({
  page,
  context,
  backend,
}) => {
  const pages = contentPages(backend.repo);
  test.setTimeout(30_000 + pages.length * 10_000);
  const site = await context.newPage();
  await logIn(page);
  for (const { collection, slug, title, route } of pages) {
    const name = `content/${collection}/${slug}.mdx`;
    let built: ReturnType<typeof pageFacts> | undefined;
    let heading = title;
    if (route) {
      expect((await site.goto(route))?.status(), `${route} is built`).toBe(200);
      heading = (await site.getByRole('heading', { level: 1 }).textContent())!;
      built = await site.locator('body').evaluate(pageFacts);
    }
    // Decap keeps the entry it shows when only the address's slug changes: staff go back to the list.
    await page.goto(`/admin/#/collections/${collection}`);
    await expect(textBox(page)).toBeHidden();
    await openEntry(page, collection, slug);
    const shown = preview(page);
    await expect(shown.getByRole('heading', { level: 1 }), name).toHaveText(heading);
    if (built) await expect.poll(() => shown.locator('body').evaluate(pageFacts), { message: name }).toEqual(built);
    await expect(shown.getByRole('alert'), `${name}: no mistake shown`).toHaveCount(0);
    // Opening a page is not a change to it: nothing to save, and nothing asked as staff leave it.
    await expect(page.getByRole('button', { name: 'Save', exact: true }), name).toBeDisabled();
    await expect(page.getByRole('link', { name: /Changes saved$/ }), name).toBeVisible();
  }
});
