import { expect, test, type Page } from '@playwright/test';
import { site } from './settings';

// The drawer is HTML the browser runs itself (invoker commands, <dialog closedby="any">): every
// test here runs with JavaScript on and with it off, and gives the same result.

const links = [
  site.name,
  'Home',
  'Boilers',
  'Heat Pumps',
  'Air Conditioning',
  'Knowledge Centre',
  'About Us',
  'Get Quote',
];

const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

for (const javaScriptEnabled of [true, false]) {
  test.describe(`mobile drawer, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 375, height: 800 }, hasTouch: true });

    test.beforeEach(async ({ page }) => {
      await page.goto('/boilers');
    });

    test('opens a labelled 320 px dialog at the right with the logo, six links and Get Quote', async ({ page }) => {
      await menuButton(page).tap();
      await expect(drawer(page)).toBeVisible();
      const box = await drawer(page).boundingBox();
      expect(box?.width).toBe(320);
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(375);
      await expect(drawer(page).getByRole('link')).toHaveText(links);
      await expect(drawer(page).getByRole('link', { name: 'Boilers' })).toHaveAttribute('aria-current', 'page');
    });

    test('keeps focus inside while open: the page behind it is inert', async ({ page }) => {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      const outside = () =>
        page.evaluate(() => {
          const active = document.activeElement;
          return Boolean(active && active !== document.body && !document.querySelector('dialog')!.contains(active));
        });
      for (const key of ['Tab', 'Shift+Tab']) {
        for (let i = 0; i < 12; i += 1) {
          await page.keyboard.press(key);
          expect(await outside(), `${key} ${i + 1}`).toBe(false);
        }
      }
    });

    test('closes on Escape and returns focus to the menu button', async ({ page }) => {
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(drawer(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });

    test('closes on a tap outside and returns focus to the menu button', async ({ page }) => {
      await menuButton(page).tap();
      await expect(drawer(page)).toBeVisible();
      await page.touchscreen.tap(20, 400);
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });

    test('closes on a click outside', async ({ page }) => {
      await menuButton(page).click();
      await expect(drawer(page)).toBeVisible();
      await page.mouse.click(20, 400);
      await expect(drawer(page)).toBeHidden();
    });

    test('stays open on a tap inside it', async ({ page }) => {
      await menuButton(page).tap();
      await page.touchscreen.tap(200, 600);
      await expect(drawer(page)).toBeVisible();
    });

    test('closes on its close button and returns focus to the menu button', async ({ page }) => {
      await menuButton(page).tap();
      await drawer(page).getByRole('button', { name: 'Close menu' }).tap();
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeFocused();
    });

    test('a link in it opens the page, and Back returns to the page with the drawer closed', async ({ page }) => {
      await menuButton(page).tap();
      await drawer(page).getByRole('link', { name: 'Knowledge Centre' }).tap();
      await expect(page).toHaveURL(/\/knowledge-centre$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Centre');
      await expect(drawer(page)).toBeHidden();
      await expect(page.locator('header a[aria-current="page"]')).toHaveText(['Knowledge Centre', 'Knowledge Centre']);
      await page.goBack();
      await expect(page).toHaveURL(/\/boilers$/);
      await expect(drawer(page)).toBeHidden();
      await expect(menuButton(page)).toBeVisible();
    });
  });
}
