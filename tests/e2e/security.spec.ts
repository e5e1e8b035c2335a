import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { HASHED_FOLDERS, headerRules, headersFileProblems } from '@/build/headers-file';
import { executableInlineScripts } from '@/build/page-html';
import { scriptHash } from '@/build/security-headers';
import { everyPage, missingPath, pagesToCheck } from './routes';

// Runs against both test builds: in one no page has an island, in the other the form pages do.

const exportDir = () => (test.info().project.name === 'forms' ? 'tests/.out-forms' : 'out');

/** Collects console errors and failed requests while a page is used. */
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
  // The forms build's hosted forms, answered by the browser itself: nothing leaves the machine.
  await page.route('https://forms.test/**', (route) =>
    route.fulfill({ contentType: route.request().url().endsWith('.js') ? 'text/javascript' : 'text/html', body: '' }),
  );
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

/** The page's own policy: the content of the <meta> that must come first in its head. */
function metaPolicy(html: string): { policy: string; first: boolean } {
  const head = /<head>([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/?>/.exec(head);
  const firstScript = head.search(/<script\b/);
  return {
    policy: (meta?.[1] ?? '').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&#39;', "'"),
    first: Boolean(meta) && (firstScript === -1 || meta!.index < firstScript),
  };
}

const scriptSources = (policy: string) =>
  /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1]?.split(' ').filter(Boolean) ?? [];

test('every response carries the security headers; every page its own script policy, before any script, with no unsafe-inline', async ({
  request,
}) => {
  for (const path of [...(await everyPage(request)), '/sitemap.xml', '/robots.txt', '/icon.svg']) {
    const response = await request.get(path);
    const headers = response.headers();
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], path).toMatch(/max-age=\d+/);
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // One header policy for every response: what is the same on every page, and no script source.
    const header = headers['content-security-policy']!;
    expect(header.split(', '), path).toHaveLength(1);
    expect(header, path).toContain("frame-ancestors 'none'");
    expect(header, path).toContain("script-src-attr 'none'");
    expect(header, path).not.toMatch(/(^|; )(script-src|default-src) /);
    if (!headers['content-type']?.startsWith('text/html')) continue;

    const html = await response.text();
    const { policy, first } = metaPolicy(html);
    expect(first, `${path}: the page's policy is first in its head`).toBe(true);
    expect(policy, path).toContain("default-src 'self'");
    const sources = scriptSources(policy);
    expect(sources, path).not.toContain("'unsafe-inline'");
    expect(sources, path).not.toContain("'unsafe-eval'");
    // Exactly the page's own inline scripts, by hash: nothing more is allowed.
    const hashes = executableInlineScripts(html).map((text) => `'${scriptHash(text)}'`);
    expect(sources.filter((source) => source.startsWith("'sha256-")).sort(), path).toEqual([...new Set(hashes)].sort());
    expect(sources[0], path).toBe("'self'");
    // WebAssembly only where the site search runs (its index); nowhere else.
    expect(sources.includes("'wasm-unsafe-eval'"), path).toBe(['/knowledge-centre', '/search'].includes(path));
  }
});

test('_headers is one rule for every response, one a folder of hashed files and one the web editor, within what Cloudflare Pages reads', () => {
  const text = fs.readFileSync(`${exportDir()}/_headers`, 'utf8');
  expect(headerRules(text)).toEqual(['/*', ...HASHED_FOLDERS.map((folder) => `${folder}*`), '/admin/*']);
  expect(headersFileProblems(text)).toEqual([]);
});

test('no page breaks the policy or logs an error, loading or navigating', async ({ page, request }) => {
  test.setTimeout(120_000);
  const problems = watch(page);
  // The 404 page has a test of its own, below.
  const paths = (await pagesToCheck(request)).filter((path) => path !== missingPath);
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    expect([...problems, ...(await violations(page))], path).toEqual([]);
  }
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

test('the policy is enforced: a script the page does not list is refused', async ({ page }) => {
  await page.goto('/boilers');
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return '__injected' in window;
  });
  expect(ran).toBe(false);
  expect(await violations(page)).toEqual([expect.stringMatching(/^script-src(-elem)? blocked inline/)]);
});
