import fs from 'node:fs';
import { expect } from '@playwright/test';
import sharp from 'sharp';
import { parse } from 'yaml';
import { PICTURE_LIMITS } from '@/lib/pictures';
import { testimonialsSchema } from '@/schemas/testimonials';
import { buildMerged } from './editor-build';
import { test } from './editor-fixture';
import { addJob, JOB, JOB_FILES, JOB_FRONTMATTER, phonePhotos } from './editor-job';
import { expectArticleShown, expectJobShown, type At } from './editor-merged';
import {
  changes,
  checkBranch,
  dropBranch,
  fillArticleSettings,
  logIn,
  offMachine,
  save,
  selectText,
  uploadPhoto,
  watch,
} from './editor-steps';
import { dialog, field, insertBlocks, openEntry, preview, RADIATOR_BLOCKS, revealChip, textBox } from './editor-text';

test.describe.configure({ timeout: 90_000 });

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
  for (const name of ['Articles', 'Service pages', 'Legal pages', 'Our work', 'Business facts, reviews and grant'])
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

test('a photo too small, uploaded in the editor, is named by the content check in the words staff get today', async ({
  page,
  backend,
}, testInfo) => {
  const photo = testInfo.outputPath('small-boiler.jpg');
  await sharp({ create: { width: 640, height: 480, channels: 3, background: '#dde3ea' } })
    .jpeg()
    .toFile(photo);
  await logIn(page);
  await page.goto('/admin/#/collections/articles/entries/insulation-improvements');
  await uploadPhoto(page, photo);
  await page.getByLabel('What the photo shows (for people who cannot see it)').fill('Loft insulation rolled out');
  await save(page);

  const { errors } = checkBranch(backend, 'cms/articles/insulation-improvements', testInfo.outputPath('checkout'));
  const file = 'content/articles/insulation-improvements.mdx';
  const line =
    backend
      .git('show', `cms/articles/insulation-improvements:${file}`)
      .split('\n')
      .indexOf('  src: /images/small-boiler.jpg') + 1;
  expect(line).toBeGreaterThan(0);
  expect(errors).toEqual([
    `${file}:${line}: the picture /images/small-boiler.jpg is 640 pixels wide, narrower than the 800 pixels it needs to look sharp on a phone: use the original photo, or a larger copy of it`,
  ]);
  // Not one of the changes the merged site shows.
  dropBranch(backend, 'cms/articles/insulation-improvements', testInfo.outputPath('checkout'));
});

test('a photo over 10 MB is refused as it is uploaded, before anything is saved', async ({ page }, testInfo) => {
  const photo = testInfo.outputPath('huge.jpg');
  fs.writeFileSync(photo, Buffer.alloc(PICTURE_LIMITS.maxBytes + 1));
  await logIn(page);
  await page.goto('/admin/#/collections/articles/entries/energy-saving-tips');
  await page.getByRole('button', { name: 'Choose an image' }).click();
  const alerts: string[] = [];
  page.on('dialog', (dialog) => {
    alerts.push(dialog.message());
    void dialog.accept();
  });
  await page.locator('input[type=file]').setInputFiles(photo);
  await expect.poll(() => alerts).toEqual(['File too large.\nConfigured to not allow files greater than 10485 kB.']);
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeDisabled();
});

test("beside the form, the page as it will look, in the site's own components, kept under a mistake in its text", async ({
  page,
}) => {
  const problems = watch(page);
  await logIn(page);
  await page.goto('/admin/#/collections/articles/entries/heat-pump-vs-boiler-costs');
  const preview = page.frameLocator('#preview-pane');
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText(
    'Heat Pump vs Gas Boiler: The Real Costs Compared',
  );
  // The site's layout and stylesheet, a building block, and a fact from the build's content (the grant).
  await expect(preview.getByText('Published 1 October 2025 · Updated 3 November 2025')).toBeVisible();
  await expect(preview.getByRole('navigation', { name: 'On this page' })).toBeVisible();
  await expect(preview.getByRole('table', { name: /Guide costs for a 3-bedroom home/ })).toBeVisible();
  const category = preview.getByText('Heat Pump Advice', { exact: true });
  // The site's stylesheet, which the frame loads beside the page.
  await expect.poll(() => category.evaluate((element) => getComputedStyle(element).textTransform)).toBe('uppercase');

  const text = page.locator('[contenteditable=true]').last();
  await selectText(text, 'the price on the quote is only ', 'part');
  await page.keyboard.type('piece');
  await expect(preview.getByText('the price on the quote is only piece of the story')).toBeVisible();

  await page.keyboard.type(' <Callout type="tip">');
  const alert = preview.getByRole('alert');
  await expect(alert).toContainText(
    'Line 2 of the text: the text after <Callout …> on its line makes the block part of that text',
  );
  await expect(preview.getByText('the price on the quote is only piece of the story')).toBeVisible();
  for (let left = ' <Callout type="tip">'.length; left > 0; left--) await page.keyboard.press('Backspace');
  await expect(alert).toBeHidden();
  // Decap asks its server for the entry's unpublished branch, which it has not, and logs the 404.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

// The changes the site built from the merged branches must show: made one after another on one worker's
// local editor, as the build needs every branch in one repository.
test.describe('changes staff make, merged and built', () => {
  test.describe.configure({ mode: 'serial' });

  /** The site built from the merged branches, served for the last tests. */
  let merged: (Awaited<ReturnType<typeof buildMerged>> & { at: At }) | undefined;
  test.afterAll(async () => {
    await merged?.stop();
  });

  test("changing an article's title makes a branch whose one commit changes that one line", async ({
    page,
    backend,
  }) => {
    await logIn(page);
    await page.goto('/admin/#/collections/articles/entries/heat-pump-guide');
    const title = page.getByLabel('Title', { exact: true });
    await expect(title).toHaveValue('What is a Heat Pump?');
    await title.fill('What Is a Heat Pump, and Would One Suit You?');
    await save(page);

    const branch = 'cms/articles/heat-pump-guide';
    expect(backend.git('rev-list', '--count', `main..${branch}`).trim()).toBe('1');
    expect(backend.git('diff', '--name-only', `main...${branch}`).trim()).toBe('content/articles/heat-pump-guide.mdx');
    expect(changes(backend, branch, 'content/articles/heat-pump-guide.mdx')).toEqual({
      added: 1,
      removed: 1,
      lines: ['-title: What is a Heat Pump?', '+title: What Is a Heat Pump, and Would One Suit You?'],
    });
  });

  test('the change moves through the editorial workflow: Draft, In review, Ready', async ({ page, backend }) => {
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

  test('a review added in the editor keeps the reviews file valid, and changes nothing else in it', async ({
    page,
    backend,
  }) => {
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
    // Both are marked "(optional)", as they are for a featured review.
    await page.getByLabel('Month (optional)', { exact: true }).last().click();
    await page.getByRole('option', { name: 'November', exact: true }).click();
    await page.getByLabel('Year (optional)', { exact: true }).last().fill('2026');
    await save(page);

    const branch = 'cms/data/testimonials';
    const file = 'content/testimonials.yaml';
    const { testimonials } = testimonialsSchema.parse(parse(backend.git('show', `${branch}:${file}`)));
    expect(testimonials.at(-1)).toMatchObject({ ...review, rating: 5, month: 'November', year: 2026 });
    // Only the review's own lines are added: nothing else in the file is rewritten.
    expect(changes(backend, branch, file)).toEqual({
      added: 7,
      removed: 0,
      lines: [
        '+  - quote: The engineer explained everything and left the kitchen cleaner than he',
        '+      found it.',
        `+    name: ${review.name}`,
        `+    town: ${review.town}`,
        '+    rating: 5',
        '+    month: November',
        '+    year: 2026',
      ],
    });
  });

  test("a price table's row changed in its form changes that one line, and the preview shows the new price", async ({
    page,
    backend,
  }) => {
    await logIn(page);
    await openEntry(page, 'services', 'boilers');
    await (await revealChip(page, /^Edit Price table/)).click();
    const form = dialog(page).locator('form');
    const row = form.getByRole('group', { name: 'Row 2' });
    await expect(field(row, 'Item')).toHaveValue('Annual boiler service');
    await field(row, 'Low price').fill('90');
    await form.getByRole('button', { name: 'Save block' }).click();
    await expect(dialog(page)).toBeHidden();
    await expect(preview(page).getByRole('row', { name: /Annual boiler service/ })).toContainText('£90');
    await save(page);

    expect(changes(backend, 'cms/services/boilers', 'content/services/boilers.mdx')).toEqual({
      added: 1,
      removed: 1,
      lines: [
        '-    { item: "Annual boiler service", low: 85, note: "25-point check with a same-day certificate" },',
        '+    { item: "Annual boiler service", low: 90, note: "25-point check with a same-day certificate" },',
      ],
    });
  });

  test('an article written from scratch in the editor, with a photo uploaded there, passes the content check', async ({
    page,
    backend,
  }, testInfo) => {
    const problems = watch(page);
    const photo = testInfo.outputPath('radiator-valve.jpg');
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#b45a28' } })
      .jpeg()
      .toFile(photo);
    await logIn(page);
    await page.goto('/admin/#/collections/articles/new');
    await fillArticleSettings(page, {
      title: 'How to Bleed a Radiator',
      description: 'When a radiator is cold at the top, air is trapped in it: how to let it out safely.',
      searchPhrase: 'bleed a radiator',
      date: '2026-11-20',
      category: 'Boiler Advice',
    });
    // Related pages are picked by title: a Community article's address is the one it is published at.
    await page.getByLabel('Related pages (optional)', { exact: true }).fill('bonfire');
    await page.getByRole('option', { name: /^Bonfire Night Safety/ }).click();
    await uploadPhoto(page, photo);
    await page
      // Its label ends "(optional)", as the whole photo is.
      .getByLabel('What the photo shows (for people who cannot see it)')
      .fill('A radiator valve opened with a bleed key');
    await textBox(page).click();
    await page.keyboard.type('When a radiator is warm at the bottom and cold at the top, air is trapped in it.');
    // Its building blocks from the menu, through their forms: not a < or a { typed.
    await insertBlocks(page, RADIATOR_BLOCKS);
    const shown = preview(page);
    await expect(shown.getByRole('table', { name: /What bleeding costs/ })).toContainText('Bleed key');
    await expect(shown.getByText('10 minutes', { exact: true })).toBeVisible();
    await expect(shown.getByText('Book a radiator check', { exact: true })).toBeVisible();
    await expect(shown.getByText('Medium urgency', { exact: true })).toBeVisible();
    await save(page);

    const branch = 'cms/articles/how-to-bleed-a-radiator';
    expect(backend.git('diff', '--name-only', `main...${branch}`).trim().split('\n')).toEqual([
      'content/articles/how-to-bleed-a-radiator.mdx',
      'public/images/radiator-valve.jpg',
    ]);
    const { checked, errors } = checkBranch(backend, branch, testInfo.outputPath('checkout'));
    expect(errors).toEqual([]);
    expect(checked.routes.has('/knowledge-centre/how-to-bleed-a-radiator')).toBe(true);
    const { frontmatter } = checked.articles.find((article) => article.slug === 'how-to-bleed-a-radiator')!;
    expect(frontmatter.image).toEqual({
      src: '/images/radiator-valve.jpg',
      alt: 'A radiator valve opened with a bleed key',
    });
    expect(frontmatter.related).toEqual(['/knowledge-centre/community/bonfire-night-safety']);
    expect(offMachine(problems), 'nothing left this machine').toEqual([]);
  });

  test('a job of Our work added in the editor, with three photos from a phone, passes the content check', async ({
    page,
    backend,
  }, testInfo) => {
    const problems = watch(page);
    await logIn(page);
    await addJob(page, await phonePhotos(testInfo));
    await save(page);

    const branch = `cms/jobs/${JOB.slug}`;
    // Exactly the job's file and its three photos, the file ending in the story typed in its text.
    expect(backend.git('diff', '--name-only', `main...${branch}`).trim().split('\n')).toEqual(JOB_FILES);
    expect(backend.git('show', `${branch}:${JOB_FILES[0]}`)).toMatch(/\n---\n\n?The back boiler .* one day\.\n?$/);
    const { checked, errors } = checkBranch(backend, branch, testInfo.outputPath('checkout'));
    expect(errors).toEqual([]);
    expect(checked.jobs.find((entry) => entry.slug === JOB.slug)?.frontmatter).toEqual(JOB_FRONTMATTER);
    expect(offMachine(problems), 'nothing left this machine').toEqual([]);
  });

  test('built once its pull requests are merged, the site shows every change made in the editor', async ({
    page,
    request,
    backend,
  }, testInfo) => {
    test.setTimeout(300_000);
    const branches = ['heat-pump-guide', 'how-to-bleed-a-radiator'].map((slug) => `cms/articles/${slug}`);
    const site = await buildMerged(
      backend,
      [...branches, 'cms/data/testimonials', 'cms/services/boilers', `cms/jobs/${JOB.slug}`],
      testInfo.outputPath('merged-site'),
    );
    const at = (route: string) => new URL(route, site.url).toString();
    merged = { ...site, at };
    await expectArticleShown(page, request, at);
    // The changed title, the new review and the new price.
    await page.goto(at('/knowledge-centre/heat-pump-guide'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Is a Heat Pump, and Would One Suit You?');
    await page.goto(at('/reviews'));
    await expect(
      page.getByText('The engineer explained everything and left the kitchen cleaner than he found it.'),
    ).toBeVisible();
    await page.goto(at('/boilers'));
    await expect(
      page
        .getByRole('row', { name: /Annual boiler service/ })
        .getByRole('cell')
        .first(),
    ).toHaveText('from £90');
  });

  test('the job added in the editor shows on Our work, on its own page, its service page and the home page', async ({
    page,
    request,
  }) => {
    await expectJobShown(page, request, merged!.at);
  });
});
