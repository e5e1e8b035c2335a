import { expect, test } from './test';

test.use({ viewport: { width: 375, height: 800 } });

test.describe('mobile drawer', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/boilers');
  });

  test('opens a labelled 320 px dialog from the right with the logo, six links and Get Quote', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.width).toBe(320);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBe(375);
    await expect(dialog.getByRole('link')).toHaveText([
      'Wheelwright Heating',
      'Home',
      'Boilers',
      'Heat Pumps',
      'Air Conditioning',
      'Knowledge Centre',
      'About Us',
      'Get Quote',
    ]);
    await expect(dialog.getByRole('link', { name: 'Boilers' })).toHaveAttribute('aria-current', 'page');
  });

  test('keeps focus inside while open', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Shift+Tab');
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
  });

  test('closes on Escape and returns focus to the menu button', async ({ page }) => {
    const button = page.getByRole('button', { name: 'Open menu' });
    await button.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes on a click outside', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.mouse.click(20, 400);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  });

  test('closes on a link click and navigates', async ({ page }) => {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Knowledge Centre' }).click();
    await expect(page).toHaveURL(/\/knowledge-centre$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Knowledge Centre');
  });
});
