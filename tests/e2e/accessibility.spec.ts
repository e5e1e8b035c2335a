import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { sitemapPaths } from './routes';

const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(wcag);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

for (const width of [375, 1280]) {
  test(`every page has no WCAG 2.2 A/AA violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = [...(await sitemapPaths(request)), '/no-such-page'];
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
    }
    console.log(`axe at ${width} px: ${paths.length} pages checked, ${found.length} violations.`);
    expect(found).toEqual([]);
  });
}

test('the open drawer has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/heat-pumps');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

/** Tabs through the whole page, returning each focused element's description and whether its focus shows. */
async function tabThrough(page: Page) {
  const seen: { name: string; visible: boolean }[] = [];
  for (let step = 0; step < 200; step += 1) {
    await page.keyboard.press('Tab');
    const info = await page.evaluate(() => {
      const element = document.activeElement;
      if (!element || element === document.body) return null;
      const style = getComputedStyle(element);
      const visible =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return {
        key: `${element.tagName.toLowerCase()}[${label}]#${Array.from(document.querySelectorAll('a,button,iframe,[tabindex]')).indexOf(element)}`,
        name: `${element.tagName.toLowerCase()} "${label}"`,
        visible,
      };
    });
    if (!info) continue;
    if (seen.length > 0 && info.key === (seen as unknown as { key: string }[])[0]?.key) break;
    seen.push(info);
  }
  return seen;
}

for (const [path, width] of [
  ['/', 1280],
  ['/', 375],
  ['/knowledge-centre/common-boiler-problems', 1280],
  ['/contact', 800],
] as const) {
  test(`every interactive element of ${path} at ${width} px is reachable by keyboard and shows its focus`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    const interactive = await page.locator('a[href]:visible, button:visible, iframe:visible').count();
    const focused = await tabThrough(page);
    expect(focused.filter((entry) => !entry.visible).map((entry) => entry.name)).toEqual([]);
    // Every visible link and button got focus once (the skip link is the extra first stop).
    expect(focused.length).toBeGreaterThanOrEqual(interactive);
  });
}

test('colour contrast holds for hovered, focused and current navigation items and buttons', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/boilers');
  const controls = page.locator('header a:visible, main a[data-button]:visible, footer a:visible');
  const count = await controls.count();
  const found: string[] = [];
  const contrastOf = async () => {
    const { violations } = await new AxeBuilder({ page })
      .include('[data-checking]')
      .withRules(['color-contrast'])
      .analyze();
    return violations.flatMap((violation) => violation.nodes.map((node) => node.target.join(' ')));
  };
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    await control.evaluate((element) => {
      document.querySelector('[data-checking]')?.removeAttribute('data-checking');
      element.setAttribute('data-checking', '');
      element.scrollIntoView({ block: 'center' });
    });
    await control.hover();
    for (const target of await contrastOf()) found.push(`hover: ${target}`);
    await control.focus();
    for (const target of await contrastOf()) found.push(`focus: ${target}`);
  }
  console.log(`Contrast in hover and focus states: ${count} controls checked, ${found.length} failures.`);
  expect(found).toEqual([]);
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
