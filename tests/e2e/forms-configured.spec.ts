import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { FORM_LOAD_TIMEOUT_MS } from '@/components/forms/embedded-form.island';
import { TOAST_DEFAULT_DURATION_MS } from '@/components/toast/toast-store';
import { site, tel } from './settings';
import { reachTool } from './tools';

// This project runs against the export built with hosted forms configured; the browser answers
// the form host itself, so nothing leaves the machine.
async function answerForms(page: Page, { quote = true } = {}) {
  await page.route('https://forms.test/embed.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__embedRuns = (window.__embedRuns || 0) + 1;' }),
  );
  await page.route('https://forms.test/subscribe', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<h1>Subscribe</h1>' }),
  );
  await page.route('https://forms.test/quote', (route) =>
    quote ? route.fulfill({ contentType: 'text/html', body: '<h1>Quote</h1>' }) : undefined,
  );
}

/**
 * Opens /contact with its quote form never answering, and moves the page's clock (installed first, so
 * time runs as usual in between) past the form's wait until the toast shows: no test waits 6 s for it.
 */
async function formGivesUp(page: Page): Promise<Locator> {
  await page.clock.install();
  await answerForms(page, { quote: false });
  // The provider never answers here, and the page's load event waits for a frame created before it.
  await page.goto('/contact', { waitUntil: 'domcontentloaded' });
  const toast = page.getByRole('region', { name: 'Notifications' }).getByRole('status');
  // The wait starts once the form is on screen, which the page decides: step on until it has.
  await expect(async () => {
    await page.clock.fastForward(FORM_LOAD_TIMEOUT_MS);
    await expect(toast).toContainText('The form is taking a while to load', { timeout: 500 });
  }).toPass({ timeout: 15_000 });
  return toast;
}

const embedScripts = (page: Page) => page.locator('head script[src="https://forms.test/embed.js"]');

test('the hosted forms are embedded at their heights, titled and lazy, with the embed script added once', async ({
  page,
}) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') blocked.push(message.text());
  });
  await page.setViewportSize({ width: 1440, height: 1000 });
  await answerForms(page);
  await page.goto('/contact');
  const quote = page.locator('iframe[title="Free quote request form"]');
  await expect(quote).toHaveAttribute('src', 'https://forms.test/quote');
  await expect(quote).toHaveAttribute('loading', 'lazy');
  expect((await quote.boundingBox())?.height).toBe(800);
  await expect(embedScripts(page)).toHaveCount(1);

  await page.locator('header').getByRole('link', { name: 'Knowledge Centre' }).click();
  await expect(page).toHaveURL(/\/knowledge-centre$/);
  // Further down the page: its island starts as the visitor comes near it.
  await reachTool(page, 'EmbeddedFormIsland');
  const subscribe = page.locator('iframe[title="Subscribe to our heating advice"]');
  await expect(subscribe).toHaveAttribute('src', 'https://forms.test/subscribe');
  expect((await subscribe.boundingBox())?.height).toBe(431);
  await expect(embedScripts(page)).toHaveCount(1);

  await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('iframe[title="Free quote request form"]')).toBeVisible();
  await expect(embedScripts(page)).toHaveCount(1);
  // The embed script is async: it runs once, when it has arrived.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __embedRuns?: number }).__embedRuns)).toBe(1);
  await expect(
    page.frameLocator('iframe[title="Free quote request form"]').getByRole('heading', { name: 'Quote' }),
  ).toBeVisible();
  // The security policy of this build names the form host, so nothing is blocked.
  expect(blocked).toEqual([]);
});

test('a form that does not load offers the phone number in a dismissible toast', async ({ page }) => {
  const toast = await formGivesUp(page);
  await expect(toast.getByRole('link', { name: `Call ${site.phone.display}` })).toHaveAttribute('href', tel);
  const box = await toast.locator('li').boundingBox();
  expect(box?.width).toBeLessThanOrEqual(420);
  // Focus in the toast holds its countdown (5 s), however long the visitor takes.
  await toast.getByRole('link', { name: `Call ${site.phone.display}` }).focus();
  await page.clock.fastForward(TOAST_DEFAULT_DURATION_MS + 1000);
  await expect(toast.locator('li')).toHaveCount(1);
  // The page with its toast showing (and the embedded form) meets WCAG 2.2 A and AA too.
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
  await toast.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(toast.locator('li')).toHaveCount(0);
});

test('a page that renders an island is given its scripts by the build, with no list kept by hand', async ({
  page,
  request,
}) => {
  // The same page, /knowledge-centre, in the two builds: plain where no form is configured, an
  // island page here, where it renders the EmbeddedFormIsland client component.
  const [sitePort] = process.env.E2E_PORTS!.split(',');
  const published = await (await request.get(`http://127.0.0.1:${sitePort}/knowledge-centre`)).text();
  expect(published).not.toContain('data-island');
  expect(published).not.toMatch(/<script[^>]+src="\/_next\//);

  await answerForms(page);
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
  await page.goto('/knowledge-centre');
  await expect(page.locator('[data-island="EmbeddedFormIsland"]')).toHaveCount(1);
  // Its own island's script and React once the visitor comes near it, never Next's runtime: nothing
  // hydrates the rest of the page.
  await reachTool(page, 'EmbeddedFormIsland');
  expect(scripts.some((path) => /^\/assets\/island-EmbeddedFormIsland-/.test(path))).toBe(true);
  expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
  // And the island works: React created the form's iframe in the browser.
  await expect(page.locator('iframe[title="Subscribe to our heating advice"]')).toBeVisible();
});

test('with a hosted quote form, it stays first and the quote request is offered beside it, closed', async ({
  page,
}) => {
  await answerForms(page);
  await page.goto('/contact');
  await expect(page.locator('iframe[title="Free quote request form"]')).toBeVisible();
  const other = page.locator('details', { hasText: 'Prefer WhatsApp or e-mail?' });
  await expect(other.locator('[data-island="QuoteRequestIsland"]')).toBeHidden();
  await other.getByText('Prefer WhatsApp or e-mail?').click();
  const form = other.locator('[data-island="QuoteRequestIsland"]');
  await expect(form).toBeVisible();
  await form.getByRole('radio', { name: 'Boiler service' }).check();
  await form.getByRole('radio', { name: 'Bungalow' }).check();
  await form.getByRole('radio', { name: 'Oil', exact: true }).check();
  await form.getByLabel('Postcode').fill('B61 0AA');
  await form.getByLabel('Your name').fill('Sam');
  await form.getByLabel('E-mail address').fill('sam@example.com');
  await form.getByRole('button', { name: 'Continue' }).click();
  await expect(form.getByTestId('quote-summary')).toContainText('What I need: Boiler service');
  expect(
    await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).include('main').analyze(),
  ).toMatchObject({
    violations: [],
  });
});

test('the toast goes by itself after 5 seconds when nobody is using it', async ({ page }) => {
  const toast = await formGivesUp(page);
  await page.clock.fastForward(TOAST_DEFAULT_DURATION_MS - 1000);
  await expect(toast.locator('li'), 'still there a second before its time').toHaveCount(1);
  await page.clock.fastForward(1000);
  await expect(toast.locator('li')).toHaveCount(0);
});
