import { expect, test } from '@playwright/test';

test.use({ viewport: { width: 375, height: 800 } });

test('an icon-only control shows its tooltip 700 ms after the pointer enters, and at once on keyboard focus', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('button', { name: 'Open menu' });
  const tooltip = page.locator('[data-tooltip]');
  await expect(button).toBeVisible();

  // Time the delay inside the page, from the pointer entering to the bubble appearing.
  await page.evaluate(() => {
    const target = document.querySelector('[aria-controls="mobile-menu"]')!;
    const times: { entered?: number; shown?: number } = {};
    Object.assign(window, { __tooltipTimes: times });
    target.addEventListener('pointerenter', () => (times.entered ??= performance.now()), { capture: true });
    new MutationObserver(() => {
      if (document.querySelector('[data-tooltip]')) times.shown ??= performance.now();
    }).observe(document.body, { childList: true, subtree: true });
  });
  await button.hover();
  await expect(tooltip).toHaveText('Menu');
  const { entered, shown } = await page.evaluate(
    () => (window as unknown as { __tooltipTimes: { entered: number; shown: number } }).__tooltipTimes,
  );
  expect(shown - entered).toBeGreaterThanOrEqual(690);
  expect(shown - entered).toBeLessThan(1500);
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
  const tooltip = page.locator('[data-tooltip]');
  await button.hover();
  await expect(tooltip).toHaveText('Menu');
  const box = (await button.boundingBox())!;
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // Out and straight back in: inside the skip window, so no 700 ms wait.
  await page.mouse.move(10, 400);
  await page.mouse.move(centre.x, centre.y);
  await expect(tooltip).toHaveText('Menu', { timeout: 250 });

  // Out for longer than the window: the delay applies again.
  await page.mouse.move(10, 400);
  await page.waitForTimeout(400);
  await page.mouse.move(centre.x, centre.y);
  await page.waitForTimeout(400);
  await expect(tooltip).toHaveCount(0);
  await expect(tooltip).toHaveText('Menu');
});
