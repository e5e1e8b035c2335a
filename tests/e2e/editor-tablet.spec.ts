import { expect } from '@playwright/test';
import { test } from './editor-fixture';
import { checkBranch, dropBranch, fillArticleSettings, logIn, save, watch } from './editor-steps';
import { dialog, field, insertBlocks, preview, RADIATOR_BLOCKS, revealChip, tap, textBox } from './editor-text';

// The web editor on a tablet held upright, used by touch: the article editor.spec.ts writes at 1280 px,
// written here with a finger (its build is checked there: the file is what is built, whatever the screen).

test.use({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 120_000 });

test('on a 768 px tablet, by touch, an article is written with its blocks from the menu, seen, saved and checked', async ({
  page,
  backend,
}, testInfo) => {
  const problems = watch(page);
  await logIn(page, tap);
  await tap(page.getByRole('link', { name: 'Articles', exact: true }));
  await tap(page.getByRole('link', { name: 'Create entry of type Article' }));
  await fillArticleSettings(
    page,
    {
      title: 'Why Is My Radiator Cold at the Top?',
      description: 'A radiator cold at the top has air trapped in it: how to let it out, and when to call us.',
      searchPhrase: 'radiator cold at the top',
      date: '2026-11-21',
      category: 'Boiler Advice',
    },
    tap,
  );

  await tap(textBox(page));
  await page.keyboard.type('When a radiator is warm at the bottom and cold at the top, air is trapped in it.');
  await insertBlocks(page, RADIATOR_BLOCKS, tap);
  const shown = preview(page);
  await expect(shown.getByRole('table', { name: /What bleeding costs/ })).toContainText('Bleed key');
  await expect(shown.getByText('10 minutes', { exact: true })).toBeVisible();
  await expect(shown.getByText('Book a radiator check', { exact: true })).toBeVisible();
  await expect(shown.getByText('Medium urgency', { exact: true })).toBeVisible();
  // The form and the whole preview side by side, with nothing off the screen's edge.
  const fits = 'fits the screen: see DECAP_NARROW_SCREEN in build/editor/page.ts';
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `the editor ${fits}`).toBe(768);
  const pane = (await page.locator('#preview-pane').boundingBox())!;
  expect(pane.x + pane.width, `the preview ${fits}`).toBeLessThanOrEqual(768);

  // A block's chip, tapped, opens its form filled in; its change shows in the preview.
  await tap(await revealChip(page, /^Edit Price table/));
  const form = dialog(page).locator('form');
  const row = form.getByRole('group', { name: 'Row 1' });
  await expect(field(row, 'Item')).toHaveValue('Bleed key');
  await field(row, 'High price').fill('6');
  await tap(form.getByRole('button', { name: 'Save block' }));
  await expect(dialog(page)).toBeHidden();
  await expect(shown.getByRole('row', { name: /Bleed key/ })).toContainText('£6');

  await save(page, tap);
  const slug = 'why-is-my-radiator-cold-at-the-top';
  const branch = `cms/articles/${slug}`;
  const { checked, errors } = checkBranch(backend, branch, testInfo.outputPath('checkout'));
  expect(errors).toEqual([]);
  expect(checked.articles.find((entry) => entry.slug === slug)?.frontmatter.title).toBe(
    'Why Is My Radiator Cold at the Top?',
  );
  // The blocks in the order they were put in, each written by the menu.
  const file = backend.git('show', `${branch}:content/articles/${slug}.mdx`);
  expect(file.match(/<(UrgencyBadge|PriceTable|KeyFigures|CallToAction)\b/g)).toEqual([
    '<UrgencyBadge',
    '<PriceTable',
    '<KeyFigures',
    '<CallToAction',
  ]);
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  dropBranch(backend, branch, testInfo.outputPath('checkout'));
});
