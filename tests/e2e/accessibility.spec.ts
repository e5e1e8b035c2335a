import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { pagesAt } from './routes';

// Every page on a phone, where more of it is stacked, narrowed and tapped; each template on a desktop too.
for (const [width, which] of [
  [375, 'every page'],
  [1280, 'each template'],
] as const) {
  test(`${which} has no WCAG 2.2 A/AA violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = await pagesAt(request, width, 375);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
      // Checkers that read headings in document order (HTML_CodeSniffer) take the first one as the
      // page's title: the menu's dialog, early in the page, is named without one.
      const first = await page
        .locator('h1, h2, h3, h4, h5, h6')
        .first()
        .evaluate((heading) => heading.tagName);
      if (first !== 'H1') found.push(`${path} the first heading is an <${first.toLowerCase()}>, not the page's <h1>`);
    }
    console.log(`axe at ${width} px: ${paths.length} pages checked, ${found.length} violations.`);
    expect(found).toEqual([]);
  });
}

// What differs by width is checked at both: every page's tap targets (WCAG 2.5.8) on a desktop too, where
// the bar shows its links and the cards sit side by side.
test('every page has tap targets large enough or far enough apart at 1280 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const paths = await pagesAt(request, 375, 375);
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    for (const violation of await axeViolations(page, { rules: ['target-size'] })) found.push(`${path} ${violation}`);
  }
  expect(found).toEqual([]);
});

test('the open drawer has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/heat-pumps');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('contrast axe leaves for review is decided: text on a gradient, SVG text, and what axe cannot check', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  // The page hero's gradient ending in a grey its dark heading cannot be read on.
  await page.goto('/contact');
  expect(await axeViolations(page), 'as built').toEqual([]);
  await page
    .locator('#main section')
    .first()
    .evaluate((hero) => {
      hero.style.backgroundImage = 'linear-gradient(rgb(238, 246, 251), rgb(85, 85, 85))';
    });
  expect(await axeViolations(page, { include: 'h1' })).toEqual([
    "color-contrast (on the gradient's rgb(85, 85, 85)): h1",
  ]);
  // The style the check swapped in is taken out again.
  expect(await page.locator('#main section').first().getAttribute('style')).toBe(
    'background-image: linear-gradient(rgb(238, 246, 251), rgb(85, 85, 85));',
  );
  // The cost chart's axis labels in a pale grey.
  await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
  const chart = '[data-island="CostCalculatorIsland"] figure';
  expect(await axeViolations(page, { include: chart }), 'as built').toEqual([]);
  await page
    .locator(`${chart} svg text`)
    .first()
    .evaluate((text: SVGElement) => (text.style.fill = '#bbb'));
  expect(await axeViolations(page, { include: chart })).toEqual([
    'color-contrast (SVG text, 1.83:1 where 4.5:1 is needed): text[y="212"]',
  ]);
  // Text on a picture: axe cannot tell, and neither can this check, so it fails.
  await page.goto('/about');
  await page
    .locator('#main p')
    .first()
    .evaluate((paragraph) => (paragraph.style.backgroundImage = 'url(/icon.svg)'));
  expect(await axeViolations(page, { include: '#main p' })).toEqual([
    expect.stringMatching(/^color-contrast \(axe could not check it: bgImage\): /),
  ]);
});

test('with forced colours, filled buttons keep a visible edge', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const [path, name] of [
    ['/contact', 'Continue'],
    ['/heat-pumps', 'Check'],
    ['/heat-pumps', 'Work it out'],
    ['/search', 'Search'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true });
    const edge = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) > 0}`;
    });
    expect(edge, `${path} ${name}`).toBe('solid true');
  }
});

test('with reduced motion, navigations jump to the top at once and nothing transitions', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/knowledge-centre/heat-pump-guide');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link').first();
  await related.click();
  await page.waitForURL(/\/knowledge-centre\/(?!heat-pump-guide)/);
  // No smooth scroll in progress: the position is already the top, and stays there.
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
  // Hover effects change at once: no element keeps a transition.
  const moving = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .some((duration) => parseFloat(duration) > 0),
      ).length,
  );
  expect(moving).toBe(0);
  await context.close();
});
