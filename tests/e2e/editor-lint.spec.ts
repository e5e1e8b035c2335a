import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Nodes, Root } from 'mdast';
import type { MdxJsxFlowElement } from 'mdast-util-mdx-jsx';
import { checkContent } from '@/lib/content/check';
import { readEntry } from '@/lib/content/read-entry';
import type { Fault } from '@/lib/content/faults';
import { parseMdx } from '@/lib/content/mdx-analysis';
import { axeViolations } from './axe';
import { test } from './editor-fixture';
import { checkBranch, dropBranch, logIn, save, watch } from './editor-steps';
import { field, insertBlock, openEntry, preview, textBox } from './editor-text';

// The content check where staff type (editor/check/, editor/widget/findings-lint.ts): each finding at
// its line in the Text box, a setting's beside its field, all of them in a list the keyboard reaches,
// and Save refused in the words `npm run content:check` prints.

test.describe.configure({ timeout: 120_000 });

const SLUG = 'boiler-efficiency-ratings';
const FILE = `content/articles/${SLUG}.mdx`;
const original = fs.readFileSync(FILE, 'utf8');

/** The check's own errors (lib/content/read-entry.ts, as `npm run content:check` runs it) on a text of the article, at the Text box's lines. */
function checkErrors(text: string): { line?: number; message: string }[] {
  const faults: Fault[] = [];
  readEntry('articles', `${SLUG}.mdx`, text, new Date(), faults);
  // The body starts after the second --- line.
  const closing = text.split('\n').findIndex((line, index) => index > 0 && line === '---');
  return faults
    .filter((fault) => fault.severity === 'error')
    .map(({ line, message }) => ({ line: line === undefined ? undefined : line - (closing + 1), message }));
}

const SLIP = '<PriceTable caption="Radiator prices" rows={[{ item: "Radiator bleed", low: 60 ]} />';
const FIXED = '<PriceTable caption="Radiator prices" rows={[{ item: "Radiator bleed", low: 60 }]} />';

/** The editor open on the article, the cursor on a new line at the end of its text. */
async function atEnd(page: Page) {
  await logIn(page);
  await openEntry(page, 'articles', SLUG);
  await textBox(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
}

/** The toolbar's button to the list of findings, named with their count. */
const problemsButton = (page: Page) => page.getByRole('button', { name: /^Problems \(\d+\)$/ });

/** Presses Tab (or Shift+Tab) until `target` has focus, as a keyboard user would; fails after 30. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let presses = 0; presses < 30; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeFocused();
}

test("a slip typed in the Text box is marked at its line in the check's words, goes once fixed, and Save is refused in those words", async ({
  page,
  backend,
}) => {
  const problems = watch(page);
  const [error, ...others] = checkErrors(`${original}\n${SLIP}\n`);
  expect(others).toEqual([]);
  expect(checkErrors(`${original}\n${FIXED}\n`)).toEqual([]);

  await atEnd(page);
  await page.keyboard.type(`\n${SLIP}`);
  // Underlined: its whole line, with a mark in the gutter, and its words on hover.
  const underline = page.locator('.cm-lintRange-error');
  await expect(underline).toHaveText(SLIP, { timeout: 5_000 });
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1);
  await underline.hover();
  await expect(page.locator('.cm-tooltip-lint')).toHaveText(error!.message);
  // The count is of every finding: the page's writing advice (warnings) besides this error.
  await expect(problemsButton(page)).toBeVisible();
  // The banner above the preview says the error too.
  const banner = preview(page).getByRole('alert');
  await expect(banner).toContainText(`Line ${error!.line} of the text: ${error!.message}`);

  // Decap rejects a refused save with nothing (a page error of "undefined"): what came before is clean.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
  // Save: refused, in the same words, at the same line.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Line ${error!.line} of the text: ${error!.message}`, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeHidden();
  expect(backend.git('branch', '--list', `cms/articles/${SLUG}`).trim()).toBe('');

  // Put right: the mark goes.
  await textBox(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  // The } typed where it was missing, before "]} />".
  for (let left = 0; left < ' ]} />'.length - 1; left++) await page.keyboard.press('ArrowLeft');
  await page.keyboard.type('}');
  await expect(underline).toHaveCount(0);
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(0);
  await expect(banner).toBeHidden();
});

/** CI's errors in the article with `text` as its file, the rules between pages included, at the Text box's lines. */
function ciErrors(text: string): { line?: number; message: string }[] {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'editor-lint-'));
  try {
    fs.cpSync('content', path.join(root, 'content'), { recursive: true });
    fs.writeFileSync(path.join(root, FILE), text);
    const closing = text.split('\n').findIndex((line, index) => index > 0 && line === '---');
    return checkContent({ root })
      .faults.filter((fault) => fault.file === FILE && fault.severity === 'error')
      .map(({ line, message }) => ({ line: line === undefined ? undefined : line - (closing + 1), message }));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

test('a link to a page the site does not have is marked at its line, in the words CI prints for it', async ({
  page,
}) => {
  const link = 'Read [our radiator guide](/knowledge-centre/radiator-valves) before you start.';
  const [error, ...others] = ciErrors(`${original}\n${link}\n`);
  expect(others).toEqual([]);
  expect(error!.message).toContain('/knowledge-centre/radiator-valves, which is not a page of this site');
  await atEnd(page);
  await page.keyboard.type(`\n${link}`);
  const underline = page.locator('.cm-lintRange-error');
  await expect(underline).toHaveText(link, { timeout: 5_000 });
  await underline.hover();
  await expect(page.locator('.cm-tooltip-lint')).toHaveText(error!.message);
  await expect(preview(page).getByRole('alert')).toContainText(`Line ${error!.line} of the text: ${error!.message}`);
});

test('the list of findings is reached with the keyboard, from the Text box and from its toolbar', async ({ page }) => {
  const [error] = checkErrors(`${original}\n<Calout type="tip">Bleed it first.</Calout>\n`);
  await atEnd(page);
  await page.keyboard.type('\n<Calout type="tip">Bleed it first.</Calout>');
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(1, { timeout: 5_000 });

  // Shift with a letter types its capital, as a keyboard does.
  await page.keyboard.press('ControlOrMeta+Shift+M');
  const list = page.getByRole('listbox', { name: 'Problems in the text' });
  await expect(list).toBeFocused();
  // Its errors, among the page's writing advice (warnings).
  await expect(list.locator('.cm-diagnostic-error')).toHaveText([error!.message]);
  // Enter on a finding puts the cursor on its line; Escape closes the list.
  await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(textBox(page)).toBeFocused();

  await tabTo(page, problemsButton(page), 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(list).toBeFocused();
  await expect(list.locator('.cm-diagnostic-error')).toHaveText([error!.message]);
  // The marks and the open list, as the rest of the Text box: no WCAG 2.2 A/AA violation.
  const found = await axeViolations(page, { include: '[role=toolbar][aria-label="Building blocks"], .cm-editor' });
  expect(found).toEqual([]);
});

test("a broken setting is shown beside its field, in the check's words, and goes once put right", async ({ page }) => {
  const broken = 'Boiler **Efficiency** Ratings Explained';
  const [error, ...others] = checkErrors(original.replace(/^title: .*$/m, `title: ${broken}`));
  expect(others).toEqual([]);
  await logIn(page);
  await openEntry(page, 'articles', SLUG);
  const title = page.getByLabel('Title', { exact: true });
  await title.fill(broken);
  await expect(title).toHaveAccessibleDescription(`Error: ${error!.message}`, { timeout: 5_000 });
  const beside = page.locator(`#${await title.getAttribute('id')}-findings`);
  await expect(beside).toHaveText(`Error: ${error!.message}`);
  expect(await axeViolations(page, { include: `#${await title.getAttribute('id')}-findings` })).toEqual([]);
  // Save names it too, by the field's label.
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(`Title: ${error!.message}`, { exact: true })).toBeVisible();

  // Focused first: Decap's field puts its cursor back as it lights up, which would undo fill's selection.
  await title.focus();
  await title.fill('Boiler Efficiency Ratings Explained');
  await expect(beside).toBeHidden();
  await expect(title).toHaveAccessibleDescription('');
});

test('after Steps is inserted, typing at once writes the first step, and the page passes the check', async ({
  page,
  backend,
}, testInfo) => {
  await atEnd(page);
  await insertBlock(page, 'Numbered steps', async (form) => {
    const step = form.getByRole('group', { name: 'Step 1' });
    await field(step, 'Step title').fill('Turn the heating off');
    await field(step, 'What happens').fill('Wait.');
  });
  const typed = 'Let the radiators cool for an hour.';
  await page.keyboard.type(typed);
  // No error: the writing advice (warnings) never stops Save.
  await expect(page.locator('.cm-lint-marker-error')).toHaveCount(0);
  await save(page);

  const branch = `cms/articles/${SLUG}`;
  const checkout = path.join(testInfo.outputDir, 'checkout');
  const { checked, errors } = checkBranch(backend, branch, checkout);
  expect(errors).toEqual([]);
  const text = fs.readFileSync(path.join(checkout, FILE), 'utf8');
  const steps = (parseMdx(text) as Root).children.find(
    (node): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement' && node.name === 'Steps',
  );
  // A step on its line is read as a paragraph of steps: what it holds is Steps alone.
  const held = steps?.children
    .flatMap((child): Nodes[] => (child.type === 'paragraph' ? child.children : [child]))
    .filter((child) => !(child.type === 'text' && child.value.trim() === ''));
  expect(held?.map((child) => `${child.type} ${'name' in child ? child.name : ''}`)).toEqual([
    'mdxJsxTextElement Step',
  ]);
  expect(text).toContain(`<Step title="Turn the heating off">${typed}</Step>`);
  expect(checked.articles.some((entry) => entry.slug === SLUG)).toBe(true);
  dropBranch(backend, branch, checkout);
});
