import { expect, test } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@/tests/support/chromium';

// Playwright turns the back-forward cache off by default; visitors' browsers have it on. The whole
// browser, not the headless shell the other browser tests run in, which has no such cache.
test.use({
  viewport: { width: 375, height: 800 },
  hasTouch: true,
  launchOptions: {
    executablePath: chromiumPath,
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('a page restored from the back-forward cache has its menu drawer closed', async ({ page }) => {
  await page.goto('/boilers');
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await page.getByRole('button', { name: 'Open menu' }).tap();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.getByRole('link', { name: 'Heat Pumps' }).tap();
  await expect(page).toHaveURL(/\/heat-pumps$/);
  // A page restored from the cache fires no load event: wait for the history step itself.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/boilers$/);
  // The very document that was left, with its state: restored from the cache, not loaded again.
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});
