/**
 * A tap made before a tool's code has arrived, on the emulated slow phone: how long after the code
 * arrives the tap takes effect on the screen (the target: within a second). The site script holds
 * the press (browser/held-submits.ts) and the tool replays it once started. To be sure the tap comes
 * first, the tool's files are held back until it is made, then released; "arrived" is the end of the
 * last of them to arrive (Resource Timing's responseEnd), "took effect" the frame after the tap's
 * answer is in the page.
 */
import type { Browser, Page } from '@playwright/test';
import { phone, slowPhonePage } from './slow-phone';
import { tapEach } from './tool-interactions';
import { markdownTable, median } from './util';

export const EARLY_TAP_TARGET_MS = 1000;
const GIVE_UP_MS = 180_000;

/** What the tap's answer is: an element that appears, or one whose text changes. */
interface Effect {
  selector: string;
  when: 'appears' | 'text changes';
}

interface EarlyTap {
  tool: string;
  route: string;
  /** The tool's files, held back until the tap is made. */
  files: RegExp;
  root: string;
  /** What the visitor does first, if anything (a box ticked, a postcode typed). */
  before?: (page: Page) => Promise<void>;
  button: string;
  effect: Effect;
}

const ISLAND_FILES = /\/assets\/islands?-[^/]*\.js(\?|$)/;

const EARLY_TAPS: EarlyTap[] = [
  {
    tool: 'Quote request (Continue, nothing answered)',
    route: '/contact',
    files: ISLAND_FILES,
    root: '[data-island="QuoteRequestIsland"]',
    button: 'Continue',
    effect: { selector: '[data-island="QuoteRequestIsland"] [role="alert"]', when: 'appears' },
  },
  {
    tool: 'Grant checker (Check, nothing answered)',
    route: '/knowledge-centre/government-grants-available',
    files: ISLAND_FILES,
    root: '[data-island="GrantCheckerIsland"]',
    button: 'Check',
    effect: { selector: '[data-island="GrantCheckerIsland"] [role="alert"]', when: 'appears' },
  },
  {
    tool: 'Cost calculator (the grant taken off, Work it out)',
    route: '/knowledge-centre/heat-pump-vs-boiler-costs',
    files: ISLAND_FILES,
    root: '[data-island="CostCalculatorIsland"]',
    before: (page) =>
      page
        .locator('[data-island="CostCalculatorIsland"]')
        .getByLabel(/^Take off the /)
        .tap(),
    button: 'Work it out',
    effect: { selector: '[data-testid="cost-sentence"]', when: 'text changes' },
  },
  {
    tool: 'Postcode check (site script; a postcode typed, Check postcode)',
    route: '/boilers',
    files: /\/assets\/coverage-check-[^/]*\.js(\?|$)/,
    root: '[data-coverage-check]',
    before: (page) => page.locator('[data-coverage-check]').getByLabel('Your postcode').fill('b97 4ab'),
    button: 'Check postcode',
    effect: { selector: '#coverage-check-answer', when: 'text changes' },
  },
];

type Watched = Window & { __effectAt?: number };

/** Text rather than a function: tsx (this script's runner) would wrap named functions in a helper the page lacks. */
const watchFor = ({ selector, when }: Effect) => `(() => {
  const selector = ${JSON.stringify(selector)};
  const before = document.querySelector(selector)?.textContent ?? null;
  const done = () =>
    ${JSON.stringify(when)} === 'appears'
      ? document.querySelector(selector) !== null
      : (document.querySelector(selector)?.textContent ?? null) !== before;
  window.__effectAt = 0;
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (window.__effectAt = performance.now())));
  });
  observer.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

const arrivedAt = (files: RegExp) => `Math.max(0, ...performance.getEntriesByType('resource')
  .filter((entry) => new RegExp(${JSON.stringify(files.source)}).test(new URL(entry.name).pathname))
  .map((entry) => entry.responseEnd))`;

interface TapRun {
  /** From the tap to the tool's code arriving, ms. */
  tapToArrival: number;
  /** From the code arriving to the tap's effect on screen, ms. */
  arrivalToEffect: number;
}

async function earlyTapRun(browser: Browser, origin: string, scenario: EarlyTap): Promise<TapRun> {
  const context = await browser.newContext(phone);
  try {
    const { page, painted } = await slowPhonePage(context);
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(scenario.files, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${origin}${scenario.route}`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
    await painted;
    // The site script has run (importing it again resolves once it has), so it holds the press.
    const siteScript = await page.locator('script[src^="/assets/enhance-"]').getAttribute('src');
    await page.evaluate(`import(${JSON.stringify(siteScript)}).then(() => undefined)`);
    const root = page.locator(scenario.root);
    await root.scrollIntoViewIfNeeded();
    await scenario.before?.(page);
    await page.evaluate(watchFor(scenario.effect));
    const tapped = (await page.evaluate('performance.now()')) as number;
    await tapEach([root.getByRole('button', { name: scenario.button })]);
    await root.locator('form[data-submit-pending]').waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    release();
    await page.waitForFunction(() => (window as Watched).__effectAt! > 0, undefined, {
      timeout: GIVE_UP_MS,
      polling: 100,
    });
    const effect = (await page.evaluate(() => (window as Watched).__effectAt))!;
    const arrived = (await page.evaluate(arrivedAt(scenario.files))) as number;
    return { tapToArrival: Math.round(arrived - tapped), arrivalToEffect: Math.round(effect - arrived) };
  } finally {
    await context.close();
  }
}

export interface EarlyTapResult {
  tool: string;
  route: string;
  runs: TapRun[];
  median: number;
  worst: number;
}

export async function measureEarlyTaps(browser: Browser, origin: string, runs: number): Promise<EarlyTapResult[]> {
  const results: EarlyTapResult[] = [];
  for (const scenario of EARLY_TAPS) {
    const taps: TapRun[] = [];
    for (let run = 1; run <= runs; run++) {
      const tap = await earlyTapRun(browser, origin, scenario);
      taps.push(tap);
      console.log(
        `  ${scenario.route} run ${run}/${runs}, tapped before the code: it arrived ${tap.tapToArrival} ms after the tap, ` +
          `the tap took effect ${tap.arrivalToEffect} ms after that`,
      );
    }
    const after = taps.map((tap) => tap.arrivalToEffect);
    results.push({
      tool: scenario.tool,
      route: scenario.route,
      runs: taps,
      median: median(after),
      worst: Math.max(...after),
    });
  }
  return results;
}

export function earlyTapsTable(results: EarlyTapResult[]): string {
  return markdownTable(
    [
      'Tap before the code',
      'Page',
      'Code arrived to effect, median ms',
      'Worst, ms',
      `Within ${EARLY_TAP_TARGET_MS} ms`,
    ],
    results.map((result) => [
      result.tool,
      result.route,
      String(Math.round(result.median)),
      String(Math.round(result.worst)),
      result.worst <= EARLY_TAP_TARGET_MS ? 'yes' : 'no',
    ]),
    ['l', 'l', 'r', 'r', 'l'],
  );
}
