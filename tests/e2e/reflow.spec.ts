import { expect, test, type Page } from '@playwright/test';
import { pagesToCheck, templatePages } from './routes';
import { answerGrantCheckerEligible, fillQuote } from './tools';
import { site } from './settings';

/** What makes the page wider than a `width` px screen: in words, one fault a line. */
async function sidewaysFaults(page: Page, width: number): Promise<string[]> {
  const {
    page: pageWidth,
    widest,
    spilling,
  } = await page.evaluate(() => {
    const root = document.documentElement;
    // What sticks out of the page, not out of a box that scrolls or clips it (a wide table's).
    const boxed = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      return false;
    };
    const over = [...document.body.querySelectorAll('*')]
      .map((element) => ({ element, right: element.getBoundingClientRect().right }))
      .filter(({ element, right }) => right > root.clientWidth + 0.5 && element.checkVisibility() && !boxed(element))
      .sort((a, b) => b.right - a.right)[0];
    const name = over && `${over.element.tagName.toLowerCase()} "${over.element.textContent?.trim().slice(0, 30)}"`;
    // A table wider than its column must scroll in its own box, not spill out of it.
    const spilling = [...document.querySelectorAll('table')]
      .filter((table) => table.parentElement && table.offsetWidth > table.parentElement.clientWidth + 0.5)
      .filter((table) => !['auto', 'scroll'].includes(getComputedStyle(table.parentElement!).overflowX))
      .map((table) => (table.caption?.textContent ?? table.textContent ?? '').trim().slice(0, 30));
    return { page: root.scrollWidth, widest: name && `${name} reaches ${Math.round(over!.right)} px`, spilling };
  });
  return [
    ...(pageWidth > width ? [`${pageWidth} px wide (${widest ?? 'a word longer than its line'})`] : []),
    ...spilling.map((table) => `the table "${table}" is wider than its box, which does not scroll`),
  ];
}

/** Chromium's default font size set to `percent` of 16 px: what a phone's larger text setting does. */
async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100 } });
}

// WCAG 1.4.10 (Reflow): at 320 CSS px nothing needs scrolling sideways. 360 px is the commonest
// Android phone, and 768 px the tablet where the bar first shows its links. A table may scroll in
// its own box (the criterion's exception for data tables); the page itself may not, and nor may a
// table spill out of its box.
// WCAG 1.4.4 (Resize text): a visitor may set their phone's text larger, up to 200% on Android.
// Chromium's font size set to 24 and 32 px stands for 150% and 200%: every length in rem grows with it.
// WCAG 1.4.12 (Text spacing): a visitor's own style sheet may space lines, letters, words and
// paragraphs out to the criterion's figures, and nothing may then stick out or be lost.
const TEXT_SPACING = `* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
p { margin-bottom: 2em !important; }`;
// Every page on the screen where it is likeliest to spill (the narrowest, with the largest text); each
// template on the others too.
const screens: { width: number; text?: number; spacing?: true; every?: true }[] = [
  { width: 320 },
  { width: 360 },
  { width: 768 },
  { width: 375, text: 150 },
  { width: 375, text: 200 },
  { width: 320, text: 150 },
  { width: 320, text: 200, every: true },
  { width: 320, spacing: true },
  { width: 360, spacing: true },
];
for (const { width, text, spacing, every } of screens) {
  const screen = `${width} px screen${text ? ` with the text at ${text}%` : ''}${spacing ? ' with the text spaced out' : ''}`;
  test(`no ${every ? 'page' : 'template'} is wider than a ${screen}`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    if (text) await setTextSize(page, text);
    const paths = every ? await pagesToCheck(request) : templatePages(await pagesToCheck(request));
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      if (spacing) await page.addStyleTag({ content: TEXT_SPACING });
      found.push(...(await sidewaysFaults(page, width)).map((fault) => `${path}: ${fault}`));
    }
    if (text)
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        `${(16 * text) / 100}px`,
      );
    console.log(`Reflow on a ${screen}: ${paths.length} pages, ${found.length} wider than the screen.`);
    expect(found).toEqual([]);
    await context.close();
  });
}

// A visitor may set their browser's text larger. The bar counts its room in rem, so at 150% and 200% on
// a phone it keeps Get Quote and the menu on the screen (the mark stands for the name, which stays the
// link's), and the open drawer keeps its close button on the screen: the drawer fills the screen, so
// there is nothing outside it to tap.
for (const [width, text] of [
  [375, 150],
  [375, 200],
  [320, 200],
] as const) {
  test(`with the text at ${text}%, the bar fits a ${width} px phone and its menu opens and closes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await setTextSize(page, text);
    for (const path of ['/', '/contact', '/knowledge-centre/heat-pump-guide']) {
      await page.goto(path);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
        `${(16 * text) / 100}px`,
      );
      const header = page.getByRole('banner');
      const widest = await header.evaluate((element) =>
        Math.max(...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)),
      );
      expect(widest, `${path}: the bar's right edge`).toBeLessThanOrEqual(width);
      await expect(header.getByRole('link', { name: site.name })).toBeInViewport();
      await expect(header.getByRole('link', { name: 'Get Quote' })).toBeInViewport({ ratio: 1 });
      await header.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      expect(
        await drawer.evaluate((element) => element.scrollWidth - element.clientWidth),
        `${path}: the drawer scrolls sideways by`,
      ).toBe(0);
      const close = drawer.getByRole('button', { name: 'Close menu' });
      await expect(close).toBeInViewport({ ratio: 1 });
      await close.click();
      await expect(drawer).toBeHidden();
    }
  });
}

// The tools grow as a visitor uses them: an error list, a result, a message ready to send. Each step
// stays on a 375 px and a 320 px phone with its text at 200%. Taps come as soon as the page shows, as a
// visitor's do.
for (const width of [375, 320])
  test(`with the text at 200%, every step of the tools fits a ${width} px phone`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await setTextSize(page, 200);
    const steps: Record<string, string[]> = {};
    const measure = async (step: string) => (steps[step] = await sidewaysFaults(page, width));

    await page.goto('/contact');
    const quote = page.locator('[data-island="QuoteRequestIsland"] form');
    await quote.getByRole('button', { name: 'Continue' }).click();
    await expect(quote.getByRole('alert').getByRole('heading', { name: 'There is a problem' })).toBeVisible();
    await measure('quote request: the error list');
    await quote.getByRole('radio', { name: 'New boiler' }).check();
    await fillQuote(page);
    await quote.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Your request is ready to send' })).toBeVisible();
    await measure('quote request: ready to send');

    await page.goto('/knowledge-centre/government-grants-available');
    const checker = page.locator('[data-island="GrantCheckerIsland"]');
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByRole('alert')).toBeVisible();
    await measure('grant checker: the error list');
    await answerGrantCheckerEligible(checker);
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(checker.getByRole('status')).not.toBeEmpty();
    await measure('grant checker: the answer');

    await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
    const calculator = page.locator('[data-island="CostCalculatorIsland"]');
    await calculator.getByText('The figures as a table').click();
    await expect(calculator.getByTestId('cost-table')).toBeVisible();
    await measure('cost calculator: the answer and its table');
    await calculator.getByLabel('Years to compare').fill('30');
    await calculator.getByRole('button', { name: 'Work it out' }).click();
    await expect(calculator.getByTestId('cost-errors')).toBeFocused();
    await measure('cost calculator: the error list');

    expect(steps).toEqual(Object.fromEntries(Object.keys(steps).map((step) => [step, []])));
  });
