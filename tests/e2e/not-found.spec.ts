import { expect, test } from '@playwright/test';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
  // It answers every unknown address, so it claims none: no og:url either.
  await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  await expect(main.getByRole('link', { name: 'Browse the Knowledge Centre' })).toHaveAttribute(
    'href',
    '/knowledge-centre',
  );
  await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
});

test('a mistyped article address is a 404 too', async ({ request }) => {
  const response = await request.get('/knowledge-centre/boiler-replacment');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Did you forget to add the page to the router?');
});

test("the framework's router data and its second copy of this page are not published", async ({ request }) => {
  // No page runs Next's client router, so its per-page data files are left out of the export; a
  // plain-text sitemap's usual address (/sitemap.txt) is not taken by one of them.
  for (const address of ['/about.txt', '/index.txt', '/sitemap.txt', '/about/__next.about.__PAGE__.txt', '/_not-found'])
    expect((await request.get(address)).status(), address).toBe(404);
  expect((await request.get('/robots.txt')).status()).toBe(200);
});
