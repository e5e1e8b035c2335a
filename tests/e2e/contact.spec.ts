import { expect, test } from '@playwright/test';

test('contact links call, e-mail and message the numbers of the settings', async ({ page }) => {
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute('href', 'tel:+441214960725');
  await expect(main.locator('a[href^="tel:"]').first()).toContainText('0121 496 0725');
  await expect(main.locator('a[href^="mailto:"]').first()).toHaveAttribute(
    'href',
    'mailto:enquiries@wheelwright-heating.example',
  );
  const message = main.getByRole('link', { name: /Whatsapp Us/ }).first();
  await expect(message).toHaveAttribute('href', 'https://wa.me/447700900725');
  await expect(message).toHaveAttribute('target', '_blank');
  await expect(message).toHaveAttribute('rel', 'noopener noreferrer');
});

test('with no form address set, the contact and knowledge-centre pages show the fallback, no iframe and no embed script', async ({
  page,
}) => {
  for (const [path, title] of [
    ['/contact', 'Free quote request form'],
    ['/knowledge-centre', 'Subscribe to our heating advice'],
  ] as const) {
    await page.goto(path);
    const fallback = page.getByTestId('form-fallback');
    await expect(fallback).toBeVisible();
    await expect(fallback.getByRole('heading', { name: title })).toBeVisible();
    await expect(fallback.getByRole('link', { name: /0121 496 0725/ })).toHaveAttribute('href', 'tel:+441214960725');
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(page.locator('script[src*="embed"]')).toHaveCount(0);
  }
});

test('the home hero offers a quote, a call and the messaging app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert Heating Solutions');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: /Call 0121 496 0725/ })).toHaveAttribute('href', 'tel:+441214960725');
  await expect(hero.getByRole('link', { name: /Whatsapp Us/ })).toHaveAttribute('target', '_blank');
});
