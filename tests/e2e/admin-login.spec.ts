import { expect, test, type Page } from '@playwright/test';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  TOKEN,
  startFakeGitHub,
  startForeignSite,
  startPagesDev,
  type Authorize,
  type FakeGitHub,
} from './admin-login-servers';
import { parse, stringify } from 'yaml';
import { servePages, type PagesDev } from '../support/pages-dev';

// The editor's GitHub login (functions/api/auth.ts and callback.ts) under Cloudflare's runtime, against a
// fake GitHub on loopback: nothing leaves the machine.

declare global {
  interface Window {
    loginResult?: { data?: { token: string; provider: string }; error?: { message: string } };
    received?: string[];
  }
}

const EXPIRED =
  'This login has expired or was started in another window: close this window and press Login with GitHub again.';
const REFUSED = 'You chose not to let the editor use your GitHub account, so you are not logged in.';

// The servers are started once, so the tests share one worker.
test.describe.configure({ mode: 'default' });

let github: FakeGitHub;
let site: PagesDev;
let unconfigured: PagesDev;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  github = await startFakeGitHub();
  [site, unconfigured] = await Promise.all([
    startPagesDev({ GITHUB_CLIENT_ID: CLIENT_ID, GITHUB_CLIENT_SECRET: CLIENT_SECRET, GITHUB_OAUTH_URL: github.url }),
    startPagesDev({ GITHUB_OAUTH_URL: github.url }),
  ]);
});

test.afterAll(async () => {
  await Promise.all([site?.stop(), unconfigured?.stop(), github?.close()]);
});

const isPath = (pathname: string) => (response: { url(): string }) => new URL(response.url()).pathname === pathname;

/** Opens `from` and presses its login button: the popup, and GitHub's return to the site. */
async function logIn(page: Page, from: string) {
  await page.goto(from);
  const start = page.context().waitForEvent('response', isPath('/api/auth'));
  const callback = page.context().waitForEvent('response', isPath('/api/callback'));
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  return { start: await start, callback: await callback, popup: await popup };
}

const loginResult = (page: Page) => page.evaluate(() => window.loginResult ?? null);

/** A login GitHub's answer makes fail: the callback's status, and the same words in the popup and the editor. */
async function failedLogin(page: Page, next: Authorize, status: number, message: string) {
  github.next = next;
  const { callback, popup } = await logIn(page, `${site.url}/`);
  expect(callback.status()).toBe(status);
  await expect(popup.locator('main')).toContainText(message);
  await expect.poll(() => loginResult(page)).toEqual({ error: { message } });
  return callback;
}

test('a good login hands the token to the editor window, through the handshake, on a page that runs no other script', async ({
  page,
}) => {
  github.next = 'grant';
  const { start, callback, popup } = await logIn(page, `${site.url}/`);

  const authorize = github.authorizations.at(-1)!;
  expect(Object.fromEntries(authorize)).toEqual({
    client_id: CLIENT_ID,
    redirect_uri: `${site.url}/api/callback`,
    scope: 'repo',
    state: expect.stringMatching(/^[0-9a-f]{64}$/),
  });
  expect(await start.headerValue('set-cookie')).toBe(
    `editor_login_state=${authorize.get('state')}; HttpOnly; Secure; SameSite=Lax; Path=/api; Max-Age=600`,
  );

  await expect.poll(() => loginResult(page)).toEqual({ data: { token: TOKEN, provider: 'github' } });
  await expect(popup.getByRole('heading', { level: 1 })).toHaveText('You are logged in');
  expect(Object.fromEntries(github.exchanges.at(-1)!)).toEqual({
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
    code: new URL(callback.url()).searchParams.get('code'),
    redirect_uri: `${site.url}/api/callback`,
  });

  expect(callback.status()).toBe(200);
  const headers = await callback.allHeaders();
  expect(headers['content-security-policy']).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/]+='; /);
  expect(headers['content-security-policy']).not.toContain('unsafe-inline');
  expect(headers['cache-control']).toBe('no-store');
  expect(headers['referrer-policy']).toBe('no-referrer');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['set-cookie']).toContain('Max-Age=0');
  expect(await page.context().cookies(site.url)).toEqual([]);
});

test('the login asks GitHub only for the scopes Decap uses', async ({ request }) => {
  const plain = await request.get(`${site.url}/api/auth?provider=github`, { maxRedirects: 0 });
  expect(plain.status()).toBe(302);
  expect(new URL(plain.headers()['location']!).searchParams.get('scope')).toBe('repo');
  const open = await request.get(`${site.url}/api/auth?provider=github&scope=public_repo`, { maxRedirects: 0 });
  expect(new URL(open.headers()['location']!).searchParams.get('scope')).toBe('public_repo');
  const wider = await request.get(`${site.url}/api/auth?provider=github&scope=admin:org`, { maxRedirects: 0 });
  expect(wider.status()).toBe(400);
  expect(wider.headers()['location']).toBeUndefined();
});

test('a wrong state is refused as an expired login, and its code is never exchanged', async ({ page }) => {
  const exchanges = github.exchanges.length;
  await failedLogin(page, 'wrong-state', 403, EXPIRED);
  expect(github.exchanges).toHaveLength(exchanges);
  expect(await page.context().cookies(site.url)).toEqual([]);

  // GitHub's return in a window that never started a login (no state cookie) is refused the same way.
  const stray = await page.goto(`${site.url}/api/callback?code=code-1&state=${'0'.repeat(64)}`);
  expect(stray!.status()).toBe(403);
  await expect(page.locator('main')).toContainText(EXPIRED);
  expect(github.exchanges).toHaveLength(exchanges);
});

test('a refused login says so, to the person and to the editor', async ({ page }) => {
  await failedLogin(page, 'refuse', 403, REFUSED);
});

test('a code GitHub no longer accepts gives the expired message', async ({ page }) => {
  const callback = await failedLogin(page, 'stale-code', 400, EXPIRED);
  expect(github.exchanges.at(-1)!.get('code')).toBe(new URL(callback.url()).searchParams.get('code'));
});

test('a page of another origin that opens the login is never handed the token', async ({ page }) => {
  github.next = 'grant';
  const foreign = await startForeignSite(site.url);
  try {
    const { callback, popup } = await logIn(page, `${foreign.url}/`);
    expect(callback.status()).toBe(200);
    await expect(popup.getByRole('heading', { level: 1 })).toHaveText('You are logged in');
    // The other page has been asking the popup for the token every 50 ms; give it a second more.
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => window.received)).toEqual([]);
  } finally {
    await foreign.close();
  }
});

test('without the two secrets, the login names them, in the popup and in the editor', async ({ page, request }) => {
  for (const address of ['/api/auth?provider=github&scope=repo', '/api/callback?code=code-1&state=x']) {
    const response = await request.get(`${unconfigured.url}${address}`, { maxRedirects: 0 });
    expect(response.status(), address).toBe(500);
    const text = await response.text();
    expect(text, address).toContain('GITHUB_CLIENT_ID');
    expect(text, address).toContain('GITHUB_CLIENT_SECRET');
  }
  await page.goto(`${unconfigured.url}/`);
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Login with GitHub' }).click();
  await expect((await popup).locator('main')).toContainText('GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET');
  await expect
    .poll(async () => (await loginResult(page))?.error?.message)
    .toMatch(/must set GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET/);
});

test("Decap's own Login with GitHub button, on the built /admin, gets the token and calls GitHub with it", async ({
  page,
}) => {
  test.setTimeout(90_000);
  github.next = 'grant';
  const built = await servePages('out', [
    ...['--binding', `GITHUB_CLIENT_ID=${CLIENT_ID}`, '--binding', `GITHUB_CLIENT_SECRET=${CLIENT_SECRET}`],
    ...['--binding', `GITHUB_OAUTH_URL=${github.url}`],
  ]);
  try {
    // The built config.yml, as the published site's: its base_url is this server (the live site's address is
    // out of reach), and without the local editor's server, which Decap would use at 127.0.0.1.
    await page.route('**/admin/config.yml', async (route) => {
      const config = parse(await (await route.fetch()).text()) as Record<string, Record<string, unknown>>;
      delete config.local_backend;
      config.backend!.base_url = built.url;
      await route.fulfill({ contentType: 'text/yaml', body: stringify(config) });
    });
    // GitHub's API is out of reach too: the first call Decap makes with the token is answered here.
    const apiCalls: { path: string; authorization?: string }[] = [];
    await page.context().route('https://api.github.com/**', (route) => {
      apiCalls.push({
        path: new URL(route.request().url()).pathname,
        authorization: route.request().headers()['authorization'],
      });
      return route.fulfill({ status: 401, json: { message: 'Bad credentials' } });
    });
    await page.goto(`${built.url}/admin/`);
    const popup = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Login with GitHub' }).click();
    // Decap closes the login window once it has the token.
    await (await popup).waitForEvent('close');
    await expect.poll(() => apiCalls[0]).toEqual({ path: '/user', authorization: `token ${TOKEN}` });
  } finally {
    await built.stop();
  }
});
