import { expect, type FrameLocator, type Page } from '@playwright/test';
import { fillArticleSettings, type ArticleSettings } from './editor-steps';
import { click, insertBlocks, preview, RADIATOR_BLOCKS, textBox, type Press } from './editor-text';

// The preview's "Reading and search" panel (editor/panel/), as the editor's browser tests reach it.

/** The radiator article the editor's tests write (editor-tablet.spec.ts): its settings and first sentence. */
export const RADIATOR: ArticleSettings = {
  title: 'Why Is My Radiator Cold at the Top?',
  description: 'A radiator cold at the top has air trapped in it: how to let it out, and when to call us.',
  searchPhrase: 'radiator cold at the top',
  date: '2026-11-21',
  category: 'Boiler Advice',
};
export const RADIATOR_FIRST = 'When a radiator is warm at the bottom and cold at the top, air is trapped in it.';

/** Writes the radiator article as a new entry: its settings, its first sentence and its blocks. */
export async function writeRadiator(page: Page, press: Press = click) {
  await press(page.getByRole('link', { name: 'Articles', exact: true }));
  await press(page.getByRole('link', { name: 'Create entry of type Article' }));
  await fillArticleSettings(page, RADIATOR, press);
  await press(textBox(page));
  await page.keyboard.type(RADIATOR_FIRST);
  await insertBlocks(page, RADIATOR_BLOCKS, press);
}

export const panelTab = (page: Page) => preview(page).getByRole('tab', { name: 'Reading and search' });

/** Opens the panel, once its figures have come: its tab panel. */
export async function openPanel(page: Page, press: Press = click) {
  await press(panelTab(page));
  const panel = writingPanel(preview(page));
  await expect(panel.getByRole('heading', { name: 'In search results' })).toBeVisible({ timeout: 15_000 });
  return panel;
}

export const writingPanel = (frame: FrameLocator) => frame.getByRole('tabpanel', { name: 'Reading and search' });

/** A sentence of 30 words, over the 25 the writing rules allow. */
export const LONG_SENTENCE =
  'When the radiator in the bedroom stays cold at the top after the heating has been running for an hour, there is air trapped inside it that needs letting out.';
