import { expect, test, type Page } from '@playwright/test';
import { answerGrantCheckerEligible, answers, fillQuote, reachTool } from './tools';
import { calculatorStart } from './calculator-start';
import { grantScheme, literally, site } from './settings';
import { validateQuote } from '@/tools/quote-request/answers';
import { composeSummary } from '@/tools/quote-request/message';
import { formatPounds } from '@/tools/shared/money';

// A visitor does not wait for a tool's script: its island starts only when it comes near the viewport
// (browser/lazy-islands.ts), and on a slow connection what they type, choose and press before
// then is kept and acted on once it has started. Here the islands' scripts (their own and React's)
// are held back until the visitor has used the tool.

const TAKE_OFF_GRANT = new RegExp(`Take off the ${literally(grantScheme.name)} grant`);

/** Holds back every island script the page asks for until `release` is called. */
async function holdIslandScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const held: string[] = [];
  await page.route(/\/assets\/islands?-[^/]*\.js(\?|$)/, async (request) => {
    held.push(new URL(request.request().url()).pathname);
    await released;
    await request.continue();
  });
  return { held, release };
}

/** Opens the page without waiting for its scripts, then waits for the site script, which holds an early press. */
async function openBeforeTheIsland(page: Page, route: string) {
  // Not waiting for DOMContentLoaded: the browser fires it only after the page's module scripts have run.
  await page.goto(route, { waitUntil: 'commit' });
  // Importing the site script again resolves once it has run.
  const siteScript = await page.locator('script[src^="/assets/enhance-"]').getAttribute('src');
  await page.evaluate((src) => import(src!).then(() => undefined), siteScript);
}

test.describe('pressed before the island has started', () => {
  for (const [route, island, button, expected] of [
    ['/contact', 'QuoteRequestIsland', 'Continue', 'There is a problem'],
    ['/knowledge-centre/government-grants-available', 'GrantCheckerIsland', 'Check', 'There is a problem'],
    // Typed, then pressed, before the island has started: the result follows the typed figure.
    ['/knowledge-centre/heat-pump-vs-boiler-costs', 'CostCalculatorIsland', 'Work it out', 'Your figures over 5 years'],
  ] as const) {
    test(`on ${route}, a press is held, sends nothing and is answered once the script arrives`, async ({ page }) => {
      const { release } = await holdIslandScripts(page);
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await openBeforeTheIsland(page, route);
      const root = page.locator(`[data-island="${island}"]`);
      await expect(root.locator('form')).not.toHaveAttribute('data-ready');
      if (island === 'CostCalculatorIsland') await root.getByLabel('Years to compare').fill('5');
      await root.getByRole('button', { name: button }).click();
      await expect(root.locator('form')).toHaveAttribute('data-submit-pending', '');
      expect(new URL(page.url()).pathname).toBe(route);
      release();
      await expect(root.getByRole('heading', { name: expected })).toBeVisible();
      await expect(root.locator('form')).not.toHaveAttribute('data-submit-pending');
      // Nothing was submitted: no request for the page with the answers in its address, and no other page.
      expect(requests.filter((url) => new URL(url).pathname === route && new URL(url).search !== '')).toEqual([]);
      expect(new URL(page.url()).pathname).toBe(route);
    });
  }
});

test.describe('typed, chosen and pressed before the island has started', () => {
  const cases = [
    {
      route: '/knowledge-centre/government-grants-available',
      island: 'GrantCheckerIsland',
      use: (page: Page) => answerGrantCheckerEligible(page.locator('[data-island="GrantCheckerIsland"]')),
      button: 'Check',
      answer: (page: Page) => page.locator('[data-island="GrantCheckerIsland"]').getByRole('status'),
      expected:
        12_000 > grantScheme.grant
          ? `on your £12,000 quote, you'd pay ${formatPounds(12_000 - grantScheme.grant)}`
          : `Your £12,000 quote is no more than the grant of up to ${formatPounds(grantScheme.grant)}`,
    },
    {
      route: '/knowledge-centre/heat-pump-vs-boiler-costs',
      island: 'CostCalculatorIsland',
      use: async (page: Page) => {
        const calculator = page.locator('[data-island="CostCalculatorIsland"]');
        await calculator
          .getByRole('group', { name: 'Air source heat pump' })
          .getByLabel(/^Running cost a year/)
          .fill('800');
        await calculator.getByLabel(TAKE_OFF_GRANT).uncheck();
        await calculator.getByLabel('Years to compare').fill('5');
      },
      button: 'Work it out',
      answer: (page: Page) => page.getByTestId('cost-sentence'),
      expected: 'Over 5 years, the heat pump costs £19,875 and the gas boiler £11,500',
    },
    {
      route: '/contact',
      island: 'QuoteRequestIsland',
      use: async (page: Page) => {
        await page.locator('[data-island="QuoteRequestIsland"] form').getByRole('radio', { name: 'Heat pump' }).check();
        await fillQuote(page);
      },
      button: 'Continue',
      answer: (page: Page) => page.getByTestId('quote-summary'),
      expected: (() => {
        const result = validateQuote(answers);
        if (!result.ok) throw new Error('the test answers are invalid');
        return composeSummary(result.request, site.name);
      })(),
    },
  ];
  for (const { route, island, use, button, answer, expected } of cases) {
    test(`on ${route}, the tool answers with what was typed and chosen while its script was on its way`, async ({
      page,
    }) => {
      const { held, release } = await holdIslandScripts(page);
      await openBeforeTheIsland(page, route);
      const root = page.locator(`[data-island="${island}"]`);
      await use(page);
      await root.getByRole('button', { name: button }).click();
      // All of it before the island started: its script and React asked for, none of them delivered.
      await expect(root.locator('form')).toHaveAttribute('data-submit-pending', '');
      await expect(root.locator('form')).not.toHaveAttribute('data-ready');
      expect(held.some((path) => path.startsWith(`/assets/island-${island}-`))).toBe(true);
      expect(held.some((path) => path.startsWith('/assets/islands-shared-'))).toBe(true);
      release();
      await expect(answer(page)).toContainText(expected);
      await expect(page.locator(`[data-island-root="${island}"]`)).toHaveAttribute('data-island-ready', '');
      if (island === 'CostCalculatorIsland') {
        // The choices stand as the visitor left them, and are what the island keeps for the tab.
        await expect(root.getByLabel(TAKE_OFF_GRANT)).not.toBeChecked();
        await expect(root.getByLabel('Years to compare')).toHaveValue('5');
      }
    });
  }

  test('"Back to the guide figures" pressed before the calculator started clears the figures it kept, too', async ({
    page,
  }) => {
    const route = '/knowledge-centre/heat-pump-vs-boiler-costs';
    const calculator = page.locator('[data-island="CostCalculatorIsland"]');
    const sentence = calculator.getByTestId('cost-sentence');
    const start = calculatorStart(grantScheme.grant).sentence;
    await page.goto(route);
    await reachTool(page, 'CostCalculatorIsland');
    await calculator.getByLabel('Years to compare').fill('5');
    await expect(sentence).toContainText('Over 5 years');

    // The next visit, on a slow connection: pressed before the island brings the kept figures back.
    const { release } = await holdIslandScripts(page);
    await openBeforeTheIsland(page, route);
    await calculator.getByRole('button', { name: 'Back to the guide figures' }).click();
    await expect(calculator.locator('form')).toHaveAttribute('data-reset-pending', '');
    release();
    await expect(page.locator('[data-island-root="CostCalculatorIsland"]')).toHaveAttribute('data-island-ready', '');
    await expect(calculator.getByLabel('Years to compare')).toHaveValue('20');
    await expect(sentence).toContainText(start);
    await page.unrouteAll();
    await page.reload();
    await reachTool(page, 'CostCalculatorIsland');
    await expect(calculator.getByLabel('Years to compare')).toHaveValue('20');
    await expect(sentence).toContainText(start);
  });
});
