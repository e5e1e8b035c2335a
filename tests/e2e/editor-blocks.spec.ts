import { expect, type Locator, type Page } from '@playwright/test';
import { mdxComponentSchemas } from '@/schemas/components';
import { test } from './editor-fixture';
import { logIn, watch } from './editor-steps';
import {
  chooseBlock,
  dialog,
  field,
  fillFigures,
  insertBlock,
  openEntry,
  preview,
  revealChip,
  textBox,
} from './editor-text';

// The Text box's building blocks (editor/widget/, editor/blocks/): inserted from the menu through a
// form made from each block's schema, edited in the same form, and seen at once in the preview.

test.describe.configure({ timeout: 120_000 });

/** Each block of the catalogue: how staff fill in its form, and what the preview then shows of it. */
const RECIPES: Record<
  string,
  {
    /** Its name in the menu, in everyday words. */
    title: string;
    fill?: (form: Locator) => Promise<unknown>;
    /** Typed over the words a block that holds text starts with, which a published page may not keep. */
    typed?: string;
    shows: (frame: ReturnType<typeof preview>) => Locator;
  }
> = {
  Callout: {
    title: 'Note box',
    fill: (form) => field(form, 'Kind of box').selectOption('safety'),
    typed: 'Turn the heating off before you bleed a radiator.',
    shows: (frame) => frame.getByText('Turn the heating off before you bleed a radiator.'),
  },
  CallToAction: {
    title: 'Call to action',
    fill: (form) => field(form, 'Heading').fill('Book a radiator check'),
    typed: 'We can check every radiator in one visit.',
    shows: (frame) => frame.getByText('Book a radiator check', { exact: true }),
  },
  PriceTable: {
    title: 'Price table',
    fill: async (form) => {
      await field(form, 'Caption').fill('Radiator prices');
      const row = form.getByRole('group', { name: 'Row 1' });
      await field(row, 'Item').fill('Radiator bleed');
      await field(row, 'Low price').fill('60');
    },
    shows: (frame) => frame.getByRole('table', { name: /Radiator prices/ }).getByText('Radiator bleed'),
  },
  UrgencyBadge: {
    title: 'Urgency badge',
    fill: (form) => field(form, 'Urgency').selectOption('High'),
    shows: (frame) => frame.getByText('High urgency', { exact: true }),
  },
  Steps: {
    title: 'Numbered steps',
    fill: async (form) => {
      const step = form.getByRole('group', { name: 'Step 1' });
      await field(step, 'Step title').fill('Turn the heating off');
      await field(step, 'What happens').fill('Let the radiators cool for an hour.');
    },
    shows: (frame) => frame.getByText('Turn the heating off', { exact: true }),
  },
  ComparisonTable: {
    title: 'Comparison table',
    fill: async (form) => {
      await field(form, 'Caption').fill('Bleed key or screwdriver?');
      await field(form, 'Column 1').fill('Bleed key');
      await field(form, 'Column 2').fill('Screwdriver');
      const row = form.getByRole('group', { name: 'Row 1' });
      await field(row, 'Row name').fill('Fits');
      // A value for each column, named by it, with nothing to add: they come and go with the columns.
      await field(row, 'Bleed key').fill('Older valves');
      await field(row, 'Screwdriver').fill('Newer valves');
      await form.getByRole('button', { name: 'Add column' }).click();
      await field(form, 'Column 3').fill('Pliers');
      await field(row, 'Pliers').fill('Never');
      await form.getByRole('button', { name: 'Remove column 3' }).click();
      await expect(field(row, 'Pliers')).toHaveCount(0);
      await expect(field(row, 'Screwdriver')).toHaveValue('Newer valves');
    },
    shows: (frame) => frame.getByRole('table', { name: /Bleed key or screwdriver/ }).getByText('Older valves'),
  },
  KeyFigures: {
    title: 'Key figures',
    fill: (form) =>
      fillFigures(form, [
        ['10 minutes', 'to bleed a radiator'],
        ['1.5 bar', 'pressure afterwards'],
      ]),
    shows: (frame) => frame.getByText('10 minutes', { exact: true }),
  },
  EnergyLabelScale: {
    title: 'Energy label scale',
    fill: (form) => field(form, 'Marked band').selectOption('A'),
    shows: (frame) => frame.getByText(/recommended/i).first(),
  },
  RelatedArticles: {
    title: 'Related articles',
    shows: (frame) => frame.getByRole('heading', { name: /Related/ }).last(),
  },
  PhoneLink: {
    title: 'Phone number',
    shows: (frame) => frame.getByRole('link', { name: /0121 496 0725/ }).last(),
  },
  EmailLink: {
    title: 'E-mail address',
    shows: (frame) => frame.getByRole('link', { name: /@/ }).last(),
  },
  GasEmergencyLine: {
    title: 'Gas emergency line',
    shows: (frame) => frame.getByRole('link', { name: /0800 111 999/ }).last(),
  },
  Fact: {
    title: 'Business fact',
    fill: (form) => field(form, 'Fact').selectOption('gasSafeNumber'),
    shows: (frame) => frame.getByText('200824').last(),
  },
  GrantFact: {
    title: 'Grant fact',
    fill: (form) => field(form, 'Grant fact').selectOption('amount'),
    shows: (frame) => frame.getByText(/£7,500/).last(),
  },
  GrantEligibility: {
    title: 'Grant conditions',
    shows: (frame) => frame.getByText(/EPC/).last(),
  },
  GrantExample: {
    title: 'Grant worked example',
    shows: (frame) => frame.getByText(/£/).last(),
  },
  GrantChecker: {
    title: 'Grant checker',
    shows: (frame) => frame.locator('[data-island="GrantCheckerIsland"], form').last(),
  },
  CostCalculator: {
    title: 'Cost calculator',
    shows: (frame) => frame.locator('[data-island="CostCalculatorIsland"], form').last(),
  },
};

/** The editor open on an article with neither tool, the cursor at the end of its text. */
async function atEndOfArticle(page: Page) {
  await logIn(page);
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  // Focused, not clicked: a click could land on a block's chip.
  await textBox(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
}

test('every building block is inserted from the menu through its form, and shows in the preview', async ({ page }) => {
  const problems = watch(page);
  const blocks = Object.keys(mdxComponentSchemas).filter((name) => name !== 'Step');
  expect(Object.keys(RECIPES).sort(), 'a recipe for every block of the catalogue').toEqual([...blocks].sort());
  await logIn(page);
  // An article with neither tool, which a page may hold only once.
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  const frame = preview(page);
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  for (const name of blocks) {
    const recipe = RECIPES[name]!;
    // Focused, not clicked: a click could land on a block's chip.
    await textBox(page).focus();
    await page.keyboard.press('ControlOrMeta+End');
    await insertBlock(page, recipe.title, recipe.fill);
    if (recipe.typed) await page.keyboard.type(recipe.typed);
    await expect(recipe.shows(frame), `${name} in the preview`).toBeVisible();
    await expect(frame.getByRole('alert'), `${name}: no mistake in the text`).toBeHidden();
  }
  // A block without settings, opened by its chip, has nothing to save: its form only closes.
  await (await revealChip(page, /^Edit Phone number/)).click();
  const form = dialog(page).locator('form');
  await expect(form).toContainText('This block has no settings.');
  await expect(form.getByRole('button')).toHaveText(['Close']);
  await form.getByRole('button', { name: 'Close' }).click();
  await expect(dialog(page)).toBeHidden();
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test("a block's form says what is wrong in the schema's words before anything is inserted, and loses nothing", async ({
  page,
}) => {
  await logIn(page);
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  await textBox(page).click();
  await chooseBlock(page, 'Price table');
  const form = dialog(page).locator('form');
  await expect(form.getByRole('heading', { level: 2 }).first()).toHaveText('Price table');
  const row = form.getByRole('group', { name: 'Row 1' });
  await field(row, 'Item').fill('Radiator bleed');
  await field(row, 'Low price').fill('£60');
  await form.getByRole('button', { name: 'Insert block' }).click();
  const summary = form.getByRole('alert');
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
  await expect(summary).toContainText('Caption must not be empty');
  await expect(summary).toContainText('Low price must be a number of pounds without £ or commas, like 2500');
  await expect(field(row, 'Item')).toHaveValue('Radiator bleed');
  await expect(field(row, 'Low price')).toHaveValue('£60');
  await form.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toBeHidden();
});

test('a block with a broken setting typed in the text cannot be saved, and the check says why', async ({
  page,
  backend,
}) => {
  await atEndOfArticle(page);
  await page.keyboard.type('\n\n<UrgencyBadge level="Urgent" />\n');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/must be one of: High, Medium, Low/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeHidden();
  expect(backend.git('branch', '--list', 'cms/articles/boiler-efficiency-ratings').trim()).toBe('');
});

test('a fact goes into the sentence at the cursor, shows as a chip in its line, and is changed in its form', async ({
  page,
}) => {
  await atEndOfArticle(page);
  await page.keyboard.type('\nOur Gas Safe number is.');
  await page.keyboard.press('ArrowLeft');
  await insertBlock(page, 'Business fact', async (form) => {
    await expect(form.getByRole('heading', { name: 'Business fact' })).toBeVisible();
    // Each choice with the value it shows, from the business settings.
    await expect(field(form, 'Fact').getByRole('option', { name: 'Gas Safe number: 200824' })).toBeAttached();
    await field(form, 'Fact').selectOption('gasSafeNumber');
  });
  const frame = preview(page);
  await expect(frame.getByText('Our Gas Safe number is 200824.', { exact: true })).toBeVisible();
  // Its chip, in the line: the cursor beside it makes it the block Edit block acts on.
  await expect(page.getByRole('toolbar', { name: 'Building blocks' }).getByRole('status')).toHaveText(
    'Cursor in: Gas Safe number: 200824',
  );
  await page.getByRole('button', { name: 'Edit Gas Safe number: 200824' }).click();
  const form = dialog(page).locator('form');
  await expect(field(form, 'Fact')).toHaveValue('gasSafeNumber');
  await expect(field(form, 'Fact').getByRole('option', { name: 'Experience: 30+ years' })).toBeAttached();
  await field(form, 'Fact').selectOption('experience');
  await form.getByRole('button', { name: 'Save block' }).click();
  await expect(frame.getByText('Our Gas Safe number is 30+ years.', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Experience: 30+ years' })).toBeVisible();
});

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after 30. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test('a block is inserted with the keyboard alone', async ({ page }) => {
  await atEndOfArticle(page);
  await tabTo(page, page.getByRole('button', { name: 'Insert block…' }), 'Shift+Tab');
  await page.keyboard.press('Enter');
  const menu = dialog(page);
  await expect(menu.getByRole('heading', { name: 'Insert a building block' })).toBeVisible();
  await tabTo(page, menu.getByRole('button', { name: 'Urgency badge', exact: true }));
  await page.keyboard.press('Enter');
  const level = field(menu, 'Urgency');
  await tabTo(page, level);
  await page.keyboard.press('ArrowDown');
  await expect(level).toHaveValue('High');
  await tabTo(page, menu.getByRole('button', { name: 'Insert block' }));
  await page.keyboard.press('Enter');
  await expect(menu).toBeHidden();
  await expect(textBox(page)).toBeFocused();
  await expect(preview(page).getByText('High urgency', { exact: true })).toBeVisible();
});
