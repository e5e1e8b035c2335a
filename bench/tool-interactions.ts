/**
 * What a visitor does with each tool, as the interaction benchmark does it on the slow phone
 * (interaction-runs.ts): taps as a finger makes them, and keys typed at a phone's pace.
 */
import type { Locator, Page } from '@playwright/test';
import { SERVICES } from '@/schemas/services';
import { fillQuote } from '@/tests/e2e/tools';
import { openNations } from '@/tests/e2e/settings';

/** One thing the visitor does: measured when named, or only done (filling in the rest of a form). */
export interface Step {
  name?: string;
  /** Does it, and says how many interactions (taps, keys) it made. */
  act(page: Page): Promise<number>;
}

export interface ToolScenario {
  tool: string;
  route: string;
  /** The tool, scrolled into view; `ready` matches once it answers. */
  root: string;
  ready: string;
  steps: Step[];
}

/** A phone keyboard's pace: each key held 100 ms, the next 100 ms later. */
const KEY_MS = 100;

/**
 * Types into a field as a visitor does, replacing what it holds. The field is focused and its text
 * selected by script, so only the keys count as interactions.
 */
async function typeInto(page: Page, field: Locator, text: string): Promise<number> {
  await field.evaluate((input: HTMLInputElement) => {
    input.focus();
    input.select();
  });
  await page.keyboard.type(text, { delay: KEY_MS });
  return text.length;
}

/**
 * Taps each in turn at its middle, as a finger would. The touchscreen's own taps, not the locator's:
 * a locator's tap checks its target from listeners it adds to the page, which would be timed as the
 * page's own work.
 */
export async function tapEach(targets: Locator[]): Promise<number> {
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    // A finger taps once what it aims at is on the screen, not in the frame that scrolls it there.
    await target.page().evaluate('new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))');
    const box = await target.boundingBox();
    if (!box) throw new Error(`Nothing to tap: ${target.toString()} is not shown.`);
    await target.page().touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  }
  return targets.length;
}

const quote = (page: Page) => page.locator('[data-island="QuoteRequestIsland"] form');
const grants = (page: Page) => page.locator('[data-island="GrantCheckerIsland"]');
const calculator = (page: Page) => page.locator('[data-island="CostCalculatorIsland"]');
const coverage = (page: Page) => page.locator('[data-coverage-check]');
const islandRoot = (name: string) => `[data-island-root="${name}"]`;

// The heat pump last: the questions the rest of the form fills in are all asked for it.
const servicesInOrder = [
  ...SERVICES.filter((s) => s.value !== 'heat-pump'),
  ...SERVICES.filter((s) => s.value === 'heat-pump'),
];

export const TOOL_SCENARIOS: ToolScenario[] = [
  {
    tool: 'Quote request',
    route: '/contact',
    root: islandRoot('QuoteRequestIsland'),
    ready: `${islandRoot('QuoteRequestIsland')} form[data-ready]`,
    steps: [
      {
        name: 'Quote request: choosing a service (each of six)',
        act: (page) => tapEach(servicesInOrder.map(({ label }) => quote(page).getByRole('radio', { name: label }))),
      },
      {
        name: 'Quote request: typing a postcode (each key)',
        act: (page) => typeInto(page, quote(page).getByLabel('Postcode', { exact: true }), 'b60 3pd'),
      },
      { act: (page) => fillQuote(page).then(() => 0) },
      {
        name: 'Quote request: sending it (Continue)',
        act: (page) => tapEach([quote(page).getByRole('button', { name: 'Continue' })]),
      },
    ],
  },
  {
    tool: 'Postcode check',
    route: '/boilers',
    root: '[data-coverage-check]',
    ready: '[data-coverage-check] form[data-ready]',
    steps: [
      {
        name: 'Postcode check (site script): typing a postcode (each key)',
        act: (page) => typeInto(page, coverage(page).getByLabel('Your postcode'), 'b97 4ab'),
      },
      {
        name: 'Postcode check (site script): its button',
        act: (page) => tapEach([coverage(page).getByRole('button', { name: 'Check postcode' })]),
      },
    ],
  },
  {
    tool: 'Grant checker',
    route: '/knowledge-centre/government-grants-available',
    root: islandRoot('GrantCheckerIsland'),
    ready: `${islandRoot('GrantCheckerIsland')} form[data-ready]`,
    steps: [
      {
        name: 'Grant checker: answering each question (three)',
        act: (page) =>
          tapEach([
            grants(page).getByRole('radio', { name: openNations[0] }),
            grants(page)
              .getByRole('group', { name: /Energy Performance Certificate/ })
              .getByRole('radio', { name: 'Yes', exact: true }),
            grants(page)
              .getByRole('group', { name: /had a .* grant before/ })
              .getByRole('radio', { name: 'No', exact: true }),
          ]),
      },
      {
        name: 'Grant checker: typing the quote (each key)',
        act: (page) => typeInto(page, grants(page).getByLabel(/Your heat pump quote/), '12000'),
      },
      {
        name: 'Grant checker: Check',
        act: (page) => tapEach([grants(page).getByRole('button', { name: 'Check' })]),
      },
    ],
  },
  {
    tool: 'Cost calculator',
    route: '/knowledge-centre/heat-pump-vs-boiler-costs',
    root: islandRoot('CostCalculatorIsland'),
    ready: `${islandRoot('CostCalculatorIsland')} form[data-ready]`,
    steps: [
      {
        name: 'Cost calculator: changing a figure, chart included (each key)',
        act: async (page) =>
          (await typeInto(
            page,
            calculator(page)
              .getByRole('group', { name: 'Air source heat pump' })
              .getByLabel(/^Running cost a year/),
            '900',
          )) + (await typeInto(page, calculator(page).getByLabel('Years to compare'), '25')),
      },
      {
        name: 'Cost calculator: the grant taken off and on again',
        act: (page) => {
          const grant = calculator(page).getByLabel(/^Take off the /);
          return tapEach([grant, grant]);
        },
      },
    ],
  },
];
