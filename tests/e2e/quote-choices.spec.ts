import { expect, test, type Page } from '@playwright/test';
import { SERVICES } from '@/schemas/services';

// "What do you need?" in the home page's first screen: any service's quote starts with one tap.
// (axe checks the page at both widths in accessibility.spec.ts.)

const choices = (page: Page) => page.getByRole('navigation', { name: 'What do you need?' }).getByRole('link');

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} × ${viewport.height}, every service is a plain link in the first screen`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await expect(choices(page)).toHaveCount(SERVICES.length);
    for (const [index, { value, label }] of SERVICES.entries()) {
      const link = choices(page).nth(index);
      await expect(link).toHaveText(label);
      await expect(link).toHaveAttribute('href', `/contact?service=${value}`);
      await expect(link, `${label} is seen without scrolling`).toBeInViewport({ ratio: 1 });
    }
    if (viewport.width >= 1024) {
      // Beside the hero's words, not under them.
      const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
      const panel = await page.getByRole('navigation', { name: 'What do you need?' }).boundingBox();
      expect(panel!.x).toBeGreaterThan(heading!.x + heading!.width / 2);
    }
  });
}

test('one tap on a service opens the quote request with that service chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const { value, label } of SERVICES) {
    await page.goto('/');
    await choices(page).filter({ hasText: label }).click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?service=${value}$`));
    await expect(
      page.locator('[data-island="QuoteRequestIsland"] form').getByRole('radio', { name: label }),
    ).toBeChecked();
  }
});
