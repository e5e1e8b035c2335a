import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { collections } from '@/lib/content/collections';
import { searchTitle, titleWidth } from '@/lib/search-title';
import { getSite } from '@/lib/site';
import { WCAG } from './axe';
import { test } from './editor-fixture';
import { LONG_SENTENCE, openPanel, panelTab, RADIATOR, writeRadiator, writingPanel } from './editor-panel';
import { checkBranch, dropBranch, logIn, save, watch } from './editor-steps';
import { openEntry, preview, tap, textBox } from './editor-text';

// Writing advice where staff write (issue 59): its warnings at their lines in the Text box, and the
// preview's "Reading and search" panel (editor/panel/): the page as a search result and when shared,
// how it reads, its search phrases and links.

test.describe.configure({ timeout: 120_000 });

const site = getSite();
const SLUG = 'why-is-my-radiator-cold-at-the-top';

/**
 * The width the panel draws a title at, in CSS pixels before it is scaled to fit the pane: as drawn
 * (Chromium kerns Arial's pairs, as a search engine's page is drawn), and with each letter at its own
 * width alone, as the check's table (string-pixel-width) adds them up.
 */
const drawnWidths = (title: Locator) =>
  title.evaluate((element: HTMLElement) => {
    const fitted = element.closest('.wp-serp')!.parentElement!;
    const scale = fitted.getBoundingClientRect().width / fitted.offsetWidth;
    const kerned = element.getBoundingClientRect().width / scale;
    element.style.fontKerning = 'none';
    const letters = element.getBoundingClientRect().width / scale;
    element.style.fontKerning = '';
    return { kerned, letters };
  });

test('the panel shows the radiator article as a search result, its share card and how it reads', async ({ page }) => {
  const problems = watch(page);
  await logIn(page);
  await writeRadiator(page);
  const panel = await openPanel(page);

  const route = collections.articles.route(SLUG, RADIATOR.category);
  const result = panel.locator('.wp-serp-desktop');
  await expect(result.locator('.wp-serp-title')).toHaveText(searchTitle(site, route, RADIATOR.title));
  await expect(result.locator('.wp-serp-address')).toHaveText(
    [new URL(site.url).hostname, ...route.split('/').filter(Boolean)].join(' › '),
  );
  await expect(result.locator('.wp-serp-description')).toHaveText(RADIATOR.description);
  await expect(panel.getByText(/^The title is \d+ px wide of the 600 px/)).toBeVisible();
  await expect(panel.getByText(/^The description has \d+ characters/)).toBeVisible();

  // The share card, drawn in the browser by the build's own drawing.
  const card = panel.getByRole('img', { name: `Share picture: ${RADIATOR.title}: ${site.name}, ${site.address.town}` });
  await expect(card).toBeVisible({ timeout: 15_000 });
  expect(await card.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  expect(await card.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1200);
  for (const app of ['On WhatsApp', 'On Facebook', 'On X'])
    await expect(panel.getByText(app, { exact: true })).toBeVisible();

  await expect(panel.getByText(/^Reading age: \d+(\.\d)?/)).toBeVisible();
  await expect(panel.getByText('Flesch–Kincaid grade + 5', { exact: false })).toBeVisible();
  await expect(panel.getByRole('row', { name: /^Words \d+$/ })).toBeVisible();
  await expect(panel.getByRole('row', { name: /^radiator cold at the top \(main phrase\)/ })).toBeVisible();
  await expect(panel.getByText(/^Links to other pages of the site: \d+/)).toBeVisible();
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});

test('a 30-word sentence is marked as a warning at its line within a second of the last key, and Save still saves', async ({
  page,
  backend,
}, testInfo) => {
  await logIn(page);
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  await textBox(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\n\n');
  // Its first 25 words, not too many: checked (the check's measure counts each answer), not marked.
  const words = LONG_SENTENCE.split(' ');
  const [first, rest] = [words.slice(0, 25).join(' '), ` ${words.slice(25).join(' ')}`];
  const answers = () => page.evaluate((name) => performance.getEntriesByName(name).length, 'editor-check');
  const problems = page.locator('button[data-action=problems]');
  const marked = async () => Number(/\((\d+)\)/.exec((await problems.textContent()) ?? '')?.[1]);
  const before = await answers();
  await page.keyboard.insertText(first);
  await expect.poll(answers, { timeout: 10_000 }).toBeGreaterThan(before);
  await page.waitForTimeout(500);
  const unmarked = await marked();
  // Its last five words, as one key's input: one more mark within a second, the long sentence's, on its line.
  await page.keyboard.insertText(rest);
  await expect.poll(marked, { timeout: 1_000 }).toBe(unmarked + 1);
  const warning = page.locator('.cm-lintRange-warning', { hasText: 'there is air trapped inside it' });
  await expect(warning).toBeVisible();
  await problems.click();
  await expect(page.getByText('this sentence ("When the radiator in the bedroom …") has 30 words')).toBeVisible();
  // A warning, drawn as one: never an error.
  await expect(page.locator('.cm-lintRange-error')).toHaveCount(0);
  await expect(page.locator('.cm-lint-marker-warning').first()).toBeVisible();

  await save(page);
  const branch = 'cms/articles/boiler-efficiency-ratings';
  const { checked } = checkBranch(backend, branch, testInfo.outputPath('checkout'));
  expect(checked.articles.find((entry) => entry.slug === 'boiler-efficiency-ratings')).toBeDefined();
  dropBranch(backend, branch, testInfo.outputPath('checkout'));
});

// Checked in Chromium with Liberation Sans (Debian's Arial, with Arial's widths): the table's letters
// are a little wider than the font's (about 0.4 %), and kerning ("Wh", "To", "Te") draws a title up to
// about 1 % narrower still. So the check's width is the font's within 2 px up to the 600 px that
// matter, and never under what a browser draws: a title it finds fits, fits.
test('a title is drawn in the browser at the width the check measures it, within 2 px', async ({ page }) => {
  await logIn(page);
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  const panel = await openPanel(page);
  const title = panel.locator('.wp-serp-desktop .wp-serp-title span');
  const route = collections.articles.route('boiler-efficiency-ratings', 'Boiler Advice');
  for (const typed of [
    'Boiler servicing',
    RADIATOR.title,
    'Combi or System Boiler: 2026 Prices, Grants and Running Costs',
    'Why Is My Radiator Cold at the Top and Hot at the Bottom When the Heating Has Been On for Hours?',
  ]) {
    await page.getByLabel('Title', { exact: true }).fill(typed);
    const written = searchTitle(site, route, typed);
    await expect(title).toHaveText(written, { timeout: 5_000 });
    const measured = titleWidth(written);
    await expect(panel.getByText(`The title is ${measured} px wide`, { exact: false })).toBeVisible();
    const { kerned, letters } = await drawnWidths(title);
    expect(kerned, `"${written}" as drawn`).toBeLessThanOrEqual(measured + 1);
    if (measured <= 600) expect(Math.abs(letters - measured), `"${written}"`).toBeLessThanOrEqual(2);
    // Wider than a result: cut, with "…".
    const cut = await title.evaluate(
      (element) => element.parentElement!.scrollWidth > element.parentElement!.clientWidth,
    );
    expect(cut, `"${written}" cut`).toBe(measured > 600);
  }
  // The last, too wide for a result, is also advised on beside the Title field: a warning, not an error.
  const field = page.getByLabel('Title', { exact: true });
  const beside = page.locator(`#${await field.getAttribute('id')}-findings li`);
  await expect(beside.filter({ hasText: /px/ })).toHaveAttribute('data-severity', 'warning');
});

/** Presses Tab until `target` in the preview's frame has focus, as a keyboard user would; fails after 80. */
async function tabInto(page: Page, target: Locator) {
  for (let presses = 0; presses < 80; presses++) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

test('the panel works by keyboard, and axe finds no WCAG 2.2 A/AA violation in it', async ({ page }) => {
  await logIn(page);
  await openEntry(page, 'articles', 'boiler-efficiency-ratings');
  await textBox(page).focus();
  const frame = preview(page);
  const pageTab = frame.getByRole('tab', { name: 'Page' });
  await tabInto(page, pageTab);
  await expect(pageTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(panelTab(page)).toBeFocused();
  await expect(panelTab(page)).toHaveAttribute('aria-selected', 'true');
  const panel = writingPanel(frame);
  await expect(panel.getByRole('heading', { name: 'How it reads' })).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Tab');
  await expect(panel).toBeFocused();
  // Back to the tabs: Home and End, and the arrow keys wrap round.
  await page.keyboard.press('Shift+Tab');
  await expect(panelTab(page)).toBeFocused();
  await page.keyboard.press('Home');
  await expect(pageTab).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(panelTab(page)).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('img', { name: /^Share picture:/ })).toBeVisible({ timeout: 15_000 });
  const { violations } = await new AxeBuilder({ page })
    .include({ fromFrames: ['#preview-pane', '.preview-tabs'] })
    .include({ fromFrames: ['#preview-pane', '#preview-panel-writing'] })
    .withTags(WCAG)
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
});

test.describe('on a 768 px tablet held upright, by touch', () => {
  test.use({ viewport: { width: 768, height: 1024 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

  test('the panel opens and reads within the preview, nothing off its edge', async ({ page }) => {
    await logIn(page, tap);
    await openEntry(page, 'articles', 'boiler-efficiency-ratings');
    const panel = await openPanel(page, tap);
    await expect(panel.getByRole('img', { name: /^Share picture:/ })).toBeVisible({ timeout: 15_000 });
    for (const name of ['In search results', 'When the page is shared', 'How it reads', 'Search phrases', 'Links'])
      await expect(panel.getByRole('heading', { name, level: 2 })).toBeAttached();
    // The 600 px result is drawn smaller to fit the narrow pane: the frame does not scroll sideways.
    const { scrollWidth, clientWidth } = await preview(page)
      .locator('html')
      .evaluate((root) => ({ scrollWidth: root.scrollWidth, clientWidth: root.clientWidth }));
    expect(scrollWidth).toBe(clientWidth);
    const result = await panel.locator('.wp-serp-desktop').boundingBox();
    const pane = await page.locator('#preview-pane').boundingBox();
    expect(result!.x + result!.width).toBeLessThanOrEqual(pane!.x + pane!.width);
    await page.screenshot({ path: test.info().outputPath('panel-768.png') });
  });
});
