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
