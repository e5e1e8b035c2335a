import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import matter from 'gray-matter';
import { WCAG } from './axe';
import { test } from './editor-fixture';
import { logIn } from './editor-steps';
import { openEntry, preview, textBox } from './editor-text';

const COLLECTIONS = ['articles', 'services', 'legal', 'jobs'] as const;

interface ContentPage {
  collection: (typeof COLLECTIONS)[number];
  slug: string;
  title: string;
  /** Where the site publishes it; none for a draft, which is not built. */
  route: string | undefined;
}

/**
 * The site's pages, as built, that staff can open in the web editor: those of content/ that the
 * editor's server has too. The test servers add fixture pages to content/, which it has not, and a
 * test here adds pages to its repository that the site has not.
 */
function contentPages(repo: string): ContentPage[] {
  return COLLECTIONS.flatMap((collection) =>
    fs
      .readdirSync(path.join('content', collection))
      .filter((file) => file.endsWith('.mdx') && fs.existsSync(path.join(repo, 'content', collection, file)))
      .map((file) => {
        const slug = file.slice(0, -'.mdx'.length);
        const { data } = matter(fs.readFileSync(path.join('content', collection, file), 'utf8'));
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
function pageFacts(body: Element) {
  // The built page's header and footer lie outside its <main>; the preview has neither.
  const root = body.querySelector('main') ?? body;
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
    // A draft is not built: its preview is checked for a mistake shown, and against its title only.
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

// A page written on Windows, or by an editor that leaves off the last newline, opens as it is, and
// opening it changes nothing. Decap writes the settings it saves with \n and always ends a file with a
// newline, so such a file is another style: the content check warns about it, naming the command that
// tidies it (build/editor/round-trip.ts), and the editor's next save writes it in its own style.
const WRITTEN = [
  {
    how: 'with Windows line endings (CRLF)',
    slug: 'cheap-installs-windows',
    title: 'The Hidden Cost of Cheap Installs, Written on Windows',
    write: (text: string) => text.replace(/\n/g, '\r\n'),
  },
  {
    how: 'without a newline at its end',
    slug: 'cheap-installs-no-last-newline',
    title: 'The Hidden Cost of Cheap Installs, Without a Last Newline',
    write: (text: string) => text.replace(/\n+$/, ''),
  },
];

for (const { how, slug, title, write } of WRITTEN) {
  test(`an article ${how} opens as it is, and opening it changes nothing`, async ({ page, backend }) => {
    const file = `content/articles/${slug}.mdx`;
    const original = write(
      fs.readFileSync('content/articles/home-energy-audits.mdx', 'utf8').replace(/^title: .*$/m, `title: ${title}`),
    );
    fs.writeFileSync(path.join(backend.repo, file), original);
    backend.git('add', file);
    backend.git('commit', '--quiet', '-m', `An article ${how}`);

    // Decap reads the collection as /admin loads.
    await logIn(page);
    await openEntry(page, 'articles', slug);
    await expect(preview(page).getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(preview(page).getByText('We are often asked')).toBeVisible();
    await expect(preview(page).getByRole('alert')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    await expect(page.getByRole('link', { name: /Changes saved$/ })).toBeVisible();
    expect(backend.git('show', `main:${file}`)).toBe(original);
    // Out of the worker's repository again: the merged site's tests check and build its main.
    backend.git('rm', '--quiet', file);
    backend.git('commit', '--quiet', '-m', `The article ${how}, removed`);
  });
}

/** axe's violations, each as "rule: the elements it found" (as axe.ts words them). */
async function violations(builder: AxeBuilder) {
  const { violations } = await builder.withTags(WCAG).analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

test('the Text box, its toolbar and the preview beside them have no WCAG 2.2 A/AA violation', async ({ page }) => {
  await logIn(page);
  // Tables, key figures, a chart and callouts: most of the building blocks the preview shows.
  await openEntry(page, 'articles', 'heat-pump-vs-boiler-costs');
  await expect(preview(page).getByRole('table').first()).toBeVisible();
  // Only our part of the editor: the rest of /admin is Decap's own, which we do not write.
  const textBoxFound = await violations(
    new AxeBuilder({ page }).include('[role=toolbar][aria-label="Building blocks"]').include('.cm-editor'),
  );
  expect.soft(textBoxFound, 'the Text box and its toolbar').toEqual([]);
  // The page as it will look, in the preview's frame. The contrast axe leaves for review (text on the
  // tables' edge shadows, the chart's SVG text) is decided on the built pages (accessibility.spec.ts).
  const previewFound = await violations(new AxeBuilder({ page }).include({ fromFrames: ['#preview-pane', 'html'] }));
  expect(previewFound, 'the preview').toEqual([]);
});
