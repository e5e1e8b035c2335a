import { expect, test } from '@playwright/test';
import { visibleHeaderLinks } from './helpers';

const all = ['Home', 'Boilers', 'Heat Pumps', 'Air Conditioning', 'Knowledge Centre', 'About Us'];

test.describe('navigation bar', () => {
  test('wide screens show the six links and Get Quote', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const links = visibleHeaderLinks(page);
    await expect(links).toHaveText(['Wheelwright Heating', ...all, 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.locator('header a[aria-current="page"]:visible')).toHaveText(['Home']);
  });

  test('medium screens show the first five links and Get Quote', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/about');
    await expect(visibleHeaderLinks(page)).toHaveText(['Wheelwright Heating', ...all.slice(0, 5), 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('small screens show a menu button instead of the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(visibleHeaderLinks(page)).toHaveText(['Wheelwright Heating', 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  for (const [path, active] of [
    ['/', 'Home'],
    ['/boilers', 'Boilers'],
    ['/knowledge-centre', 'Knowledge Centre'],
    ['/knowledge-centre/boiler-replacement', 'Knowledge Centre'],
    ['/about', 'About Us'],
  ] as const) {
    test(`marks ${active} as the current page on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const current = page.locator('header nav[aria-label="Main"] a[aria-current="page"]:visible');
      await expect(current).toHaveText([active]);
    });
  }

  test('Home is not active below the home page, and Get Quote leads to contact', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    await expect(page.locator('header a[aria-current="page"]:visible')).toHaveCount(0);
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a navigation lands at the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});
