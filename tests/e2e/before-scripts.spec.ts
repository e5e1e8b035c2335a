import { expect, test } from '@playwright/test';

// The menu works from the first paint: the drawer is the browser's own, so a visitor's tap does not
// wait for any script. Here every script is held back until the drawer has been used.
// Runs on both test builds: /contact is a plain page in one and an island page in the other.

test.use({ viewport: { width: 375, height: 800 }, hasTouch: true });

for (const route of ['/boilers', '/contact']) {
  test(`on ${route}, the drawer opens, closes and returns focus before any script has arrived`, async ({ page }) => {
    const held: string[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\.js(\?|$)/, async (route) => {
      held.push(new URL(route.request().url()).pathname);
      await released;
      await route.continue();
    });
    await page.goto(route, { waitUntil: 'commit' });

    const button = page.getByRole('button', { name: 'Open menu' });
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await button.tap();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link')).toHaveCount(8);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(button).toBeFocused();
    await button.tap();
    await page.touchscreen.tap(20, 400);
    await expect(drawer).toBeHidden();

    // All of it happened with the page's scripts asked for and not one of them delivered.
    expect(held.length, 'scripts the page asked for').toBeGreaterThan(0);
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((e) => e.name.endsWith('.js'))),
    ).toBe(false);
    release();
    await page.waitForLoadState('load');
    await button.tap();
    await expect(drawer).toBeVisible();
  });
}
