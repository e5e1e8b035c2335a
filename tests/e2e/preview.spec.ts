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

test('a photo added to an article shows in the preview at once, upright, before the build makes its copies', async ({
  page,
}) => {
  await page.goto('/knowledge-centre/photo-build-check');
  const photos = page.locator('article img');
  await expect(photos).toHaveCount(2);
  const top = photos.first();
  await expect(top).toHaveAttribute('src', '/images/photo-build-check.jpg');
  await expect(top).toHaveJSProperty('complete', true);
  expect(await top.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(4032);
  const upright = photos.nth(1);
  await upright.scrollIntoViewIfNeeded();
  await expect(upright).toHaveJSProperty('complete', true);
  // The browser applies the phone's EXIF turn, as the build does.
  const box = await upright.boundingBox();
  expect(box!.height / box!.width).toBeCloseTo(4 / 3, 1);
  expect(await upright.evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(4032);
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
