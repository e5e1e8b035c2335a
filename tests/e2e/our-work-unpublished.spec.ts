import fs from 'node:fs';
import { expect, test } from '@playwright/test';

// The site as it ships: with no job of Our work published (content/jobs holds only a draft example),
// nothing of it shows. The second test build, with jobs, is tests/e2e/our-work.spec.ts's.

test('with no job published, /our-work and any job address are the 404 page, and no file of Our work is exported', async ({
  request,
}) => {
  for (const route of ['/our-work', '/our-work/example-job', '/our-work/no-jobs']) {
    const response = await request.get(route);
    expect(response.status(), route).toBe(404);
    expect(await response.text(), route).toContain('Page Not Found');
  }
  const exported = fs.readdirSync('out', { recursive: true }) as string[];
  expect(exported.filter((file) => file.startsWith('our-work'))).toEqual([]);
});

test('with no job published, no page, menu, sitemap or search entry mentions Our work', async ({ page, request }) => {
  for (const route of ['/', '/boilers', '/heat-pumps', '/air-conditioning', '/sitemap', '/sitemap.xml']) {
    const html = await (await request.get(route)).text();
    expect(html, route).not.toContain('/our-work');
    expect(html, route).not.toContain('Our Recent Work');
  }
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Our Work' })).toHaveCount(0);
  await page.goto('/search');
  await page.getByRole('searchbox').fill('new combi boiler');
  await page.getByRole('searchbox').press('Enter');
  const results = page.locator('[data-search-results]').getByRole('link');
  await expect(results.first()).toBeVisible();
  expect(await results.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).not.toContainEqual(
    expect.stringContaining('/our-work'),
  );
});
