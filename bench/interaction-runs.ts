/**
 * Interaction to next paint of each tool on the emulated slow phone (slow-phone.ts): a cold load,
 * the tool scrolled into view once the page has settled and left until it answers, then what a
 * visitor does (tool-interactions.ts), timed by the browser's own Event Timing entries
 * (event-timing.ts). An interaction the browser does not report lasted under 16 ms: it counts as 16.
 */
import type { Browser, Page } from '@playwright/test';
import { interactionsBetween, RECORD_EVENT_TIMING, type Interaction, type Recorded } from './event-timing';
import { phone, slowPhonePage } from './slow-phone';
import { TOOL_SCENARIOS, type ToolScenario } from './tool-interactions';
import { markdownTable, median } from './util';

/** Within the Event Timing threshold: an interaction shorter than this is not reported. */
const THRESHOLD_MS = 16;
export const INP_TARGET_MS = 200;
const GIVE_UP_MS = 180_000;

export interface StepResult {
  tool: string;
  route: string;
  step: string;
  /** Interactions made, over all runs. */
  made: number;
  /** Each interaction's duration, ms, over all runs; 16 for one under the threshold. */
  durations: number[];
  /** The interactions the browser reported, with their parts, over all runs. */
  reported: Interaction[];
  median: number;
  worst: number;
}

const now = (page: Page) => page.evaluate('performance.now()') as Promise<number>;

/** Two frames and a quarter of a second: the answer painted, and the browser's entries written. */
const settle = (page: Page) =>
  page.evaluate(
    'new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 250))))',
  );

async function scenarioRun(browser: Browser, origin: string, scenario: ToolScenario) {
  const context = await browser.newContext(phone);
  try {
    const { page } = await slowPhonePage(context);
    await page.addInitScript({ content: RECORD_EVENT_TIMING });
    await page.goto(`${origin}${scenario.route}`, { waitUntil: 'networkidle', timeout: GIVE_UP_MS });
    await page.locator(scenario.root).scrollIntoViewIfNeeded();
    await page.locator(scenario.ready).waitFor({ state: 'attached', timeout: GIVE_UP_MS });
    await page.waitForLoadState('networkidle');
    await settle(page);
    const windows: { name: string; from: number; to: number; made: number }[] = [];
    for (const step of scenario.steps) {
      const from = await now(page);
      const made = await step.act(page);
      await settle(page);
      if (step.name) windows.push({ name: step.name, from, to: await now(page), made });
    }
    await page.waitForTimeout(1000);
    const entries = (await page.evaluate(() => (window as Recorded).__eventTiming)) ?? [];
    return windows.map((span) => ({ ...span, found: interactionsBetween(entries, span.from, span.to) }));
  } finally {
    await context.close();
  }
}

/** Each tool's interactions, `runs` cold loads each, printed as they are measured. */
export async function measureInteractions(browser: Browser, origin: string, runs: number): Promise<StepResult[]> {
  const results: StepResult[] = [];
  for (const scenario of TOOL_SCENARIOS) {
    const steps = new Map<string, StepResult>();
    for (let run = 1; run <= runs; run++)
      for (const { name, made, found } of await scenarioRun(browser, origin, scenario)) {
        const step = steps.get(name) ?? {
          tool: scenario.tool,
          route: scenario.route,
          step: name,
          made: 0,
          durations: [],
          reported: [],
          median: 0,
          worst: 0,
        };
        const durations = found.map((interaction) => interaction.duration);
        step.made += made;
        step.durations.push(...durations, ...Array<number>(Math.max(0, made - found.length)).fill(THRESHOLD_MS));
        step.reported.push(...found);
        steps.set(name, step);
        console.log(
          `  ${scenario.route} run ${run}/${runs}, ${name}: ${made} made, ${found.length} over ${THRESHOLD_MS} ms` +
            (found.length > 0 ? ` (${durations.join(', ')} ms)` : ''),
        );
      }
    for (const step of steps.values())
      results.push({ ...step, median: median(step.durations), worst: Math.max(...step.durations) });
  }
  return results;
}

/** The longest reported interaction of a step, split as the browser times it. */
const worstParts = (step: StepResult) => {
  const worst = step.reported.reduce<Interaction | undefined>(
    (longest, interaction) => (!longest || interaction.duration > longest.duration ? interaction : longest),
    undefined,
  );
  return worst
    ? `${worst.event}: ${worst.inputDelay} + ${worst.processing} + ${worst.presentation}`
    : `all under ${THRESHOLD_MS} ms`;
};

const atMost = (ms: number) => (ms <= THRESHOLD_MS ? `≤ ${THRESHOLD_MS}` : String(Math.round(ms)));

export function interactionsTable(results: StepResult[]): string {
  return markdownTable(
    [
      'Interaction',
      'Page',
      'Interactions',
      'Median, ms',
      'Worst, ms',
      `At most ${INP_TARGET_MS} ms`,
      'Worst: event, input delay + processing + presentation, ms',
    ],
    results.map((step) => [
      step.step,
      step.route,
      String(step.made),
      atMost(step.median),
      atMost(step.worst),
      step.worst <= INP_TARGET_MS ? 'yes' : 'no',
      worstParts(step),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'l', 'l'],
  );
}
