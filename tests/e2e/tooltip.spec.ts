import { expect, test, type Page } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

type Opening = { away: number; delay: number };

/**
 * Times each opening of the menu button's tooltip inside the page: how long the pointer was away
 * before it entered, and how long the bubble then took, so a slow machine cannot blur "at once"
 * and "after 700 ms". The pointer's crossings are stamped as the window first sees them, before any
 * handler of the page (the site script's handlers, which start and stop the timer, run from these
 * same events).
 */
async function recordOpenings(page: Page) {
  await page.evaluate(() => {
    const target = document.querySelector('[aria-controls="mobile-menu"]')!;
    const openings: Opening[] = [];
    let left = -Infinity;
    let entered = 0;
    let away = Infinity;
    let shown = false;
    Object.assign(window, { __openings: openings });
    const inside = (node: EventTarget | null) => node instanceof Node && target.contains(node);
    const crossing = (event: PointerEvent) => inside(event.target) && !inside(event.relatedTarget);
    window.addEventListener('pointerout', (event) => crossing(event) && (left = performance.now()), {
      capture: true,
    });
    window.addEventListener(
      'pointerover',
      (event) => {
        if (!crossing(event)) return;
        entered = performance.now();
        away = entered - left;
      },
      { capture: true },
    );
    new MutationObserver(() => {
      const now = Boolean(document.querySelector('[data-tooltip]:not([hidden])'));
      if (now && !shown) openings.push({ away, delay: performance.now() - entered });
      shown = now;
    }).observe(document.body, { attributes: true, attributeFilter: ['hidden'], subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { __openings: Opening[] }).__openings);
}

test('an icon-only control shows its tooltip 700 ms after the pointer enters, and at once on keyboard focus', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  const tooltip = page.locator('[data-tooltip]:not([hidden])');
  await expect(button).toBeVisible();

  const openings = await recordOpenings(page);
  await button.hover();
  await expect(tooltip).toHaveText('Menu');
  const [first] = await openings();
  expect(first!.delay).toBeGreaterThanOrEqual(690);
  expect(first!.delay).toBeLessThan(1500);
  await page.mouse.move(10, 400);
  await expect(tooltip).toHaveCount(0);

  await page.reload();
  await page.locator('header a').first().focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(button).toBeFocused();
  await expect(tooltip).toHaveText('Menu');
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('within 300 ms of a tooltip closing, the next one opens at once; after that, the full delay again', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  const tooltip = page.locator('[data-tooltip]:not([hidden])');
  const openings = await recordOpenings(page);
  const box = (await button.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  await button.hover();
  await expect(tooltip).toHaveText('Menu');
  // Out and straight back in: inside the skip window.
  await page.mouse.move(10, 400);
  await page.mouse.move(centre.x, centre.y);
  await expect(tooltip).toHaveText('Menu');
  // Out for longer than the window: the delay applies again.
  await page.mouse.move(10, 400);
  await expect(tooltip).toHaveCount(0);
  await page.waitForTimeout(400);
  await page.mouse.move(centre.x, centre.y);
  await expect(tooltip).toHaveText('Menu');

  const all = await openings();
  expect(all).toHaveLength(3);
  for (const { away, delay } of all) {
    // A pointer that comes back within 300 ms sees the tooltip at once; otherwise after 700 ms.
    if (away < 290) expect(delay).toBeLessThan(100);
    else if (away > 310) expect(delay).toBeGreaterThanOrEqual(690);
  }
  expect(all[1]!.away, 'the quick return was quick').toBeLessThan(290);
  expect(all[2]!.away).toBeGreaterThan(310);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the icon-only controls keep their accessible names, and no bubble shows', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.hover();
    // Longer than the 700 ms a script would wait: nothing is there to show it.
    await page.waitForTimeout(1000);
    await expect(page.locator('[data-tooltip]:not([hidden])')).toHaveCount(0);
    await button.click();
    await expect(page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Close menu' })).toBeVisible();
  });
});
