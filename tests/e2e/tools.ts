import { expect, type Locator, type Page } from '@playwright/test';
import type { QuoteAnswers } from '@/tools/quote-request/answers';
import { grantScheme, literally, openNations } from './settings';

// The homeowner tools' answers, as a visitor gives them, and what the tools' tests share: used by the
// tools' tests (tools-*.spec.ts) and the reflow tests.

export const answers: QuoteAnswers = {
  service: 'heat-pump',
  propertyType: 'semi-detached',
  bedrooms: '3',
  bathrooms: '1',
  fuel: 'mains-gas',
  postcode: 'b603pd',
  name: 'Jane Smith',
  phone: '07700 900123',
  email: 'jane@example.com',
  callTime: 'morning',
  message: 'The radiators upstairs stay cold.\nWe are in most mornings.',
};

/** Answers every question of the quote request but the service (which a page's link may choose). */
export async function fillQuote(page: Page) {
  const form = page.locator('[data-island="QuoteRequestIsland"] form');
  await form.getByRole('radio', { name: 'Semi-detached house' }).check();
  await form.getByRole('group', { name: 'How many bedrooms?' }).getByRole('radio', { name: '3' }).check();
  await form.getByRole('group', { name: 'How many bathrooms?' }).getByRole('radio', { name: '1' }).check();
  await form.getByRole('radio', { name: 'Mains gas' }).check();
  await form.getByLabel('Postcode').fill('b603pd');
  await form.getByLabel('Your name').fill('Jane Smith');
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByLabel('E-mail address').fill('jane@example.com');
  await form.getByRole('radio', { name: 'Morning' }).check();
  await form.getByLabel(/Anything else we should know/).fill(answers.message!);
}

/**
 * A home where the grant is open (England, today), with an EPC and no earlier grant, and a £12,000
 * quote: the checker says yes.
 */
export async function answerGrantCheckerEligible(checker: Locator) {
  await checker.getByRole('radio', { name: openNations[0] }).check();
  await checker
    .getByRole('group', { name: /Energy Performance Certificate/ })
    .getByRole('radio', { name: 'Yes', exact: true })
    .check();
  await checker
    .getByRole('group', { name: new RegExp(`had a ${literally(grantScheme.name)} grant`) })
    .getByRole('radio', { name: 'No', exact: true })
    .check();
  await checker.getByLabel(/Your heat pump quote/).fill('£12,000');
}

/** What the page asks the network for from now on, apart from prefetches of pages a pointer rests on and the icon. */
export function requestsFrom(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    // The browser fetches the site's icon on its own schedule, sometimes after the page has settled.
    if (new URL(request.url()).pathname === '/icon.svg') return;
    requests.push(request.url());
  });
  return requests;
}

/**
 * What a visitor must read is on the screen, below the sticky header rather than under it: once
 * the scroll has ended (an article's jumps are smooth).
 */
export async function expectClearOfHeader(page: Page, question: Locator) {
  // The scroll has ended when the page stays where it is.
  await expect
    .poll(async () => {
      const before = await page.evaluate(() => window.scrollY);
      await page.waitForTimeout(100);
      return (await page.evaluate(() => window.scrollY)) === before;
    })
    .toBe(true);
  await expect(async () => {
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await question.boundingBox())!;
    expect(box.y, 'top of the question').toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, 'bottom of the question').toBeLessThanOrEqual(page.viewportSize()!.height);
  }).toPass({ timeout: 5_000 });
}

/**
 * Scrolls to a tool, as a visitor does, and waits for its island to have started: an island starts
 * only once it comes near the viewport (browser/lazy-islands.ts).
 */
export async function reachTool(page: Page, island: string) {
  const root = page.locator(`[data-island-root="${island}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect(root).toHaveAttribute('data-island-ready', '');
}
