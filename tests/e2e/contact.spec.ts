import { expect, test } from '@playwright/test';
import { site, tel } from './settings';

test('contact links call, e-mail and message the numbers of the settings', async ({ page }) => {
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(main.locator('a[href^="tel:"]').first()).toHaveAttribute('href', tel);
  await expect(main.locator('a[href^="tel:"]').first()).toContainText(site.phone.display);
  await expect(main.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', `mailto:${site.email}`);
  const message = main.getByRole('link', { name: site.messaging.label }).first();
  await expect(message).toHaveAttribute('href', site.messaging.url);
  await expect(message).toHaveAttribute('target', '_blank');
  await expect(message).toHaveAttribute('rel', 'noopener noreferrer');
});

test('on a phone, calling and messaging are on the first screen of /contact, above the quote request', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: `Call ${site.phone.display}` }).first()).toBeInViewport({ ratio: 1 });
  await expect(main.getByRole('link', { name: site.messaging.label }).first()).toBeInViewport({ ratio: 1 });
});

test('with no form address set, /contact offers the quote request and the knowledge centre the fallback; no iframe, no embed script', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('[data-island="QuoteRequestIsland"]')).toBeVisible();
  await expect(page.getByText('Prefer WhatsApp or e-mail?')).toHaveCount(0);
  await expect(page.getByTestId('form-fallback')).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('script[src*="embed"]')).toHaveCount(0);

  await page.goto('/knowledge-centre');
  const fallback = page.getByTestId('form-fallback');
  await expect(fallback).toBeVisible();
  await expect(fallback.getByRole('heading', { name: 'Subscribe to our heating advice' })).toBeVisible();
  await expect(fallback.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', tel);
  await expect(page.locator('iframe')).toHaveCount(0);
  await expect(page.locator('script[src*="embed"]')).toHaveCount(0);
});

test('the quote buttons of service pages and guides choose the service in the quote request', async ({ page }) => {
  for (const [path, service, label] of [
    ['/boilers', 'new-boiler', 'New boiler'],
    ['/air-conditioning', 'air-conditioning', 'Air conditioning'],
    ['/knowledge-centre/common-boiler-problems', 'boiler-repair', 'Boiler repair'],
    ['/knowledge-centre/annual-servicing-guide', 'boiler-service', 'Boiler service'],
  ] as const) {
    await page.goto(path);
    const quote = page.locator('main a[data-button][href^="/contact"]').first();
    await expect(quote).toHaveAttribute('href', `/contact?service=${service}`);
    await quote.click();
    await expect(page.getByRole('radio', { name: label, exact: true })).toBeChecked();
  }
});

test('the home hero offers a quote, a call and the messaging app', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Expert Heating Solutions');
  const hero = page.locator('main section').first();
  await expect(hero.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', '/contact');
  await expect(hero.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute('href', tel);
  await expect(hero.getByRole('link', { name: site.messaging.label })).toHaveAttribute('target', '_blank');
});
