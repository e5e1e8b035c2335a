import { expect, test } from '@playwright/test';

// Runs against the editors' preview, `npm run dev` (scripts/preview-fixture.mjs), with a draft article
// added: the preview compiles each page on its first visit, so these tests are given more time.
test.describe.configure({ timeout: 90_000 });

const draft = { route: '/knowledge-centre/draft-build-check', title: 'Draft Build Check' };

test('a draft shows in the preview with its Draft banner', async ({ page }) => {
  const response = await page.goto(draft.route);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draft.title);
  await expect(page.getByText('Draft: this page is visible only in the preview')).toBeVisible();
});

test('the preview lists a draft with a Draft label', async ({ page }) => {
  await page.goto('/knowledge-centre');
  const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: draft.title }) });
  // Listed among the featured articles (the sample sets `featured: true`) and under its category.
  await expect(card).toHaveCount(2);
  for (const each of await card.all()) await expect(each.getByText('Draft', { exact: true })).toBeVisible();
});

test('the building blocks catalogue renders every example', async ({ page }) => {
  const response = await page.goto('/components-catalogue');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Building blocks');
  const names = page.getByRole('navigation', { name: 'Building blocks' }).getByRole('link');
  expect(await names.count()).toBeGreaterThan(5);
  await expect(page.getByText('Preview only: this page is not part of the published site.')).toBeVisible();
});

test('a mistyped address shows the 404 page in the preview too', async ({ page }) => {
  for (const path of ['/boiler', '/knowledge-centre/heat-pump-guid']) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText('404 Page Not Found');
  }
});
