import { expect, test, type Page } from './test';
import { everyPage, missingPath, sitemapPaths } from './routes';

/** Collects console errors and Content-Security-Policy violations while a page is used. */
function watch(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 400 && !response.request().isNavigationRequest())
      problems.push(`${response.status()}: ${response.url()}`);
  });
  return problems;
}

async function violations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? []);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const found: string[] = [];
    Object.assign(window, { __violations: found });
    document.addEventListener('securitypolicyviolation', (event) =>
      found.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      ),
    );
  });
});

test('every page carries the security headers, with a strict script policy of its own', async ({ request }) => {
  for (const path of await everyPage(request)) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    const policies = headers['content-security-policy']!.split(', ');
    expect(policies[0], path).toContain("frame-ancestors 'none'");
    if (path === missingPath) continue;
    // The page's own policy allows its inline scripts by hash only.
    expect(policies, path).toHaveLength(2);
    expect(policies[1], path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+/);
    expect(policies[1], path).not.toContain('unsafe-inline');
  }
});

test('no page breaks the policy or logs an error, loading or navigating', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  const paths = await sitemapPaths(request);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect([...problems, ...(await violations(page))], path).toEqual([]);
  }
  // Client-side navigations fetch page data: allowed by the policy too.
  await page.goto('/');
  await page.locator('footer').getByRole('link', { name: 'Reviews' }).click();
  await expect(page).toHaveURL(/\/reviews$/);
  await page.locator('footer').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  expect([...problems, ...(await violations(page))]).toEqual([]);
});

test('the 404 page loads without breaking the policy', async ({ page }) => {
  const problems = watch(page);
  await page.goto(missingPath);
  await page.waitForLoadState('networkidle');
  // Chromium logs the page's own 404 status as a failed resource; anything else is a problem.
  expect(
    problems.filter(
      (problem) => !problem.startsWith('console: Failed to load resource: the server responded with a status of 404'),
    ),
  ).toEqual([]);
  expect(await violations(page)).toEqual([]);
});
