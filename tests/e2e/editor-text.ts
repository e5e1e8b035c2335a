import { expect, type Locator, type Page } from '@playwright/test';

// The page's Text box in the web editor (editor/widget/: CodeMirror, its blocks as chips) and the
// page as it will look beside it (editor/preview/), as the editor's browser tests reach them.

/** Opens a page of a collection in the editor, once its Text box is ready. */
export async function openEntry(page: Page, collection: string, slug: string) {
  await page.goto(`/admin/#/collections/${collection}/entries/${slug}`);
  await expect(textBox(page)).toBeVisible({ timeout: 30_000 });
}

/** The Text box's editable area. */
export const textBox = (page: Page) => page.getByRole('textbox', { name: 'Text', exact: true });

/** The block menu or a block's form. */
export const dialog = (page: Page) => page.getByRole('dialog');

/** A form's input by its label, which ends "(required)" or "(optional)". */
export const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${label}( \\((required|optional)\\))?$`));

/** The page as it will look, beside the form. */
export const preview = (page: Page) => page.frameLocator('#preview-pane');

/**
 * A block's chip button (its label, or "Edit <label>"), scrolled into view: CodeMirror draws only the
 * lines near the screen, so a block further down exists once the form is scrolled to it.
 */
export async function revealChip(page: Page, name: RegExp): Promise<Locator> {
  const chip = page.getByRole('button', { name }).first();
  await textBox(page).hover();
  for (let tries = 0; tries < 60 && !(await chip.isVisible()); tries++) await page.mouse.wheel(0, 400);
  await chip.scrollIntoViewIfNeeded();
  return chip;
}

/** How a button is pressed: with a mouse, or a finger on a touch screen (the context needs `hasTouch`). */
export type Press = (button: Locator) => Promise<void>;
export const click: Press = (button) => button.click();
export const tap: Press = (button) => button.tap();

/** Opens the Insert block menu and chooses a block: its form opens, or a block without settings goes in. */
export async function chooseBlock(page: Page, title: string, press = click) {
  await press(page.getByRole('button', { name: 'Insert block…' }));
  await press(dialog(page).getByRole('button', { name: title, exact: true }));
}

/** Chooses a block in the Insert block menu, filling in its form, and inserts it at the cursor. */
export async function insertBlock(
  page: Page,
  title: string,
  fill?: (form: Locator) => Promise<unknown>,
  press = click,
) {
  await chooseBlock(page, title, press);
  if (fill) {
    const form = dialog(page).locator('form');
    await fill(form);
    await press(form.getByRole('button', { name: 'Insert block' }));
  }
  await expect(dialog(page)).toBeHidden();
}

/** Fills in a Key figures form's figures, one group each. */
export async function fillFigures(form: Locator, figures: [value: string, label: string][]) {
  for (const [index, [value, label]] of figures.entries()) {
    const figure = form.getByRole('group', { name: `Figure ${index + 1}` });
    await field(figure, 'Figure').fill(value);
    await field(figure, 'Label').fill(label);
  }
}

type Blocks = [title: string, fill: (form: Locator) => Promise<unknown>, typed?: string][];

/** Inserts blocks one after another; `typed` is typed over the words a block that holds text starts with. */
export async function insertBlocks(page: Page, blocks: Blocks, press = click) {
  for (const [title, fill, typed] of blocks) {
    await insertBlock(page, title, fill, press);
    if (typed) await page.keyboard.type(typed);
  }
}

/** The blocks of the article the editor's tests write from scratch, and then find on the built site. */
export const RADIATOR_BLOCKS: Blocks = [
  ['Urgency badge', (form) => field(form, 'Urgency').selectOption('Medium')],
  [
    'Price table',
    async (form) => {
      await field(form, 'Caption').fill('What bleeding costs');
      const row = form.getByRole('group', { name: 'Row 1' });
      await field(row, 'Item').fill('Bleed key');
      await field(row, 'Low price').fill('3');
      await field(row, 'High price').fill('5');
    },
  ],
  [
    'Key figures',
    (form) =>
      fillFigures(form, [
        ['10 minutes', 'to bleed a radiator'],
        ['1.5 bar', 'boiler pressure afterwards'],
      ]),
  ],
  [
    'Call to action',
    (form) => field(form, 'Heading').fill('Book a radiator check'),
    'Still cold at the top after bleeding? We can find out why.',
  ],
];
