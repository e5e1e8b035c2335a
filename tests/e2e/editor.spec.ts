import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import { testimonialsSchema } from '@/schemas/testimonials';
import { startEditorBackend, type EditorBackend } from './editor-backend';

// The web editor at /admin (Decap CMS), as staff use it, on the local editor's server: each save is a
// branch with one commit, as a pull request would be on GitHub (editor-backend.ts).

// One local editor's server (on Decap's fixed port), so the tests share one worker, in order.
test.describe.configure({ mode: 'serial', timeout: 90_000 });

let backend: EditorBackend;
test.beforeAll(async () => {
  backend = await startEditorBackend();
});
test.afterAll(async () => {
  await backend?.stop();
});

/** Console errors, script errors and anything the page's policy refused. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

async function logIn(page: Page) {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 45_000 });
}

/** The lines a branch adds and removes in a file, against main. */
function changes(branch: string, file: string) {
  const [added, removed] = backend.git('diff', '--numstat', `main...${branch}`, '--', file).trim().split('\t');
  const diff = backend.git('diff', '--unified=0', `main...${branch}`, '--', file);
  const lines = diff.split('\n').filter((line) => /^[+-](?![+-]{2})/.test(line));
  return { added: Number(added), removed: Number(removed), lines };
}

test('/admin loads under its own policy, unlisted, with no console error, and opens the collections staff own', async ({
  page,
  request,
}) => {
  const problems = watch(page);
  const response = await page.goto('/admin/');
  expect(response!.headers()['x-robots-tag']).toBe('noindex');
  expect(response!.headers()['content-security-policy']).toContain("script-src 'self' 'unsafe-eval'");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await logIn(page);
  for (const name of ['Articles', 'Service pages', 'Legal pages', 'Business facts, reviews and grant'])
    await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page.getByText('Is It Time to Replace Your Boiler?')).toBeVisible();
  expect(problems).toEqual([]);

  const listed = [
    await (await request.get('/sitemap.xml')).text(),
    await (await request.get('/knowledge-centre/feed.xml')).text(),
    await (await request.get('/knowledge-centre/feed.json')).text(),
  ];
  for (const text of listed) expect(text).not.toContain('/admin');
});

test("changing an article's title makes a branch whose one commit changes that one line", async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/#/collections/articles/entries/heat-pump-guide');
  const title = page.getByLabel('Title', { exact: true });
  await expect(title).toHaveValue('What is a Heat Pump?');
  await title.fill('What Is a Heat Pump, and Would One Suit You?');
  await save(page);

  const branch = 'cms/articles/heat-pump-guide';
  expect(backend.git('rev-list', '--count', `main..${branch}`).trim()).toBe('1');
  expect(backend.git('diff', '--name-only', `main...${branch}`).trim()).toBe('content/articles/heat-pump-guide.mdx');
  expect(changes(branch, 'content/articles/heat-pump-guide.mdx')).toEqual({
    added: 1,
    removed: 1,
    lines: ['-title: What is a Heat Pump?', '+title: What Is a Heat Pump, and Would One Suit You?'],
  });
});

test('the change moves through the editorial workflow: Draft, In review, Ready', async ({ page }) => {
  const branch = 'cms/articles/heat-pump-guide';
  const status = () => backend.git('config', `branch.${branch}.description`).trim();
  expect(status()).toBe('decap-cms/draft');
  await logIn(page);
  await page.goto('/admin/#/collections/articles/entries/heat-pump-guide');
  await page.getByRole('button', { name: 'Status: Draft' }).click();
  await page.getByRole('menuitem', { name: 'In review' }).click();
  await expect(page.getByRole('button', { name: 'Status: In review' })).toBeVisible();
  expect(status()).toBe('decap-cms/pending_review');
  await page.getByRole('button', { name: 'Status: In review' }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect(page.getByRole('button', { name: 'Status: Ready' })).toBeVisible();
  expect(status()).toBe('decap-cms/pending_publish');

  await page.goto('/admin/#/workflow');
  await expect(page.getByText('0 entries waiting for review, 1 ready to go live.')).toBeVisible();
});

test('a review added in the editor keeps the reviews file valid, and changes nothing else in it', async ({ page }) => {
  await logIn(page);
  await page.goto('/admin/#/collections/data/entries/testimonials');
  await page.getByRole('button', { name: 'Add testimonials' }).click();
  const review = {
    quote: 'The engineer explained everything and left the kitchen cleaner than he found it.',
    name: 'A. Customer',
    town: 'Redditch',
  };
  await page.getByLabel('Quote', { exact: true }).last().fill(review.quote);
  await page.getByLabel('Name', { exact: true }).last().fill(review.name);
  await page.getByLabel('Town', { exact: true }).last().fill(review.town);
  await page.getByLabel('Rating', { exact: true }).last().fill('5');
  await save(page);

  const branch = 'cms/data/testimonials';
  const file = 'content/testimonials.yaml';
  const { testimonials } = testimonialsSchema.parse(parse(backend.git('show', `${branch}:${file}`)));
  expect(testimonials.at(-1)).toMatchObject({ ...review, rating: 5 });
  // Only the review's own lines are added: nothing else in the file is rewritten.
  expect(changes(branch, file)).toEqual({
    added: 5,
    removed: 0,
    lines: [
      '+  - quote: The engineer explained everything and left the kitchen cleaner than he',
      '+      found it.',
      `+    name: ${review.name}`,
      `+    town: ${review.town}`,
      '+    rating: 5',
    ],
  });
});

test('an article written from scratch in the editor, with a photo uploaded there, passes the content check', async ({
  page,
}, testInfo) => {
  const photo = testInfo.outputPath('radiator-valve.jpg');
  await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45a28' } })
    .jpeg()
    .toFile(photo);
  await logIn(page);
  await page.goto('/admin/#/collections/articles/new');
  await page.getByLabel('Title', { exact: true }).fill('How to Bleed a Radiator');
  await page
    .getByLabel('Description', { exact: true })
    .fill('When a radiator is cold at the top, air is trapped in it: how to let it out safely.');
  await page.getByRole('button', { name: 'Add search phrases' }).click();
  await page.getByLabel('Search phrases', { exact: true }).last().fill('bleed a radiator');
  await page.getByLabel('First published', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Last changed', { exact: true }).fill('2026-11-20');
  await page.getByLabel('Category', { exact: true }).click();
  await page.getByText('Boiler Advice', { exact: true }).click();
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(photo);
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await page
    // Its label ends "(optional)", as the whole photo is.
    .getByLabel('What the photo shows (for people who cannot see it)')
    .fill('A radiator valve opened with a bleed key');
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.type('When a radiator is warm at the bottom and cold at the top, air is trapped in it.');
  await save(page);

  const branch = 'cms/articles/how-to-bleed-a-radiator';
  expect(backend.git('diff', '--name-only', `main...${branch}`).trim().split('\n')).toEqual([
    'content/articles/how-to-bleed-a-radiator.mdx',
    'public/images/radiator-valve.jpg',
  ]);
  const checkout = testInfo.outputPath('checkout');
  backend.git('worktree', 'add', '--quiet', checkout, branch);
  const checked = checkContent({ root: checkout });
  expect(checked.faults.filter((fault) => fault.severity === 'error').map(formatFault)).toEqual([]);
  expect(checked.routes.has('/knowledge-centre/how-to-bleed-a-radiator')).toBe(true);
  expect(checked.articles.find((article) => article.slug === 'how-to-bleed-a-radiator')?.frontmatter.image).toEqual({
    src: '/images/radiator-valve.jpg',
    alt: 'A radiator valve opened with a bleed key',
  });
});
