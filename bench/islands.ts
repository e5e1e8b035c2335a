/**
 * `npm run bench:islands`: when the tools' islands start, and what their pages download before a
 * visitor reaches them. Serves an export on loopback (as `npm run serve` does) and, for each island
 * of each page:
 * - the script the page downloads on load, on a phone's screen, before any scrolling, and in all
 *   once scrolled to the island and the island is ready (gzip);
 * - on the emulated slow phone (slow-phone.ts: slow 4G, a processor four times slower), cold, the
 *   time from the island entering the viewport to its being ready (`data-island-ready` on its root,
 *   set once React has started it), when the visitor scrolls to it once the page has settled, and
 *   when they scroll to it as soon as the page first paints (an island in the first screen is in
 *   view from the start).
 * Then, on the same slow phone, each tool's interaction to next paint (interaction-runs.ts: choosing,
 * typing, answering, changing a figure, sending), and how soon a tap made before a tool's code
 * arrived takes effect once it has (early-taps.ts).
 * Medians of three runs. Writes bench/results/islands.{json,md} and prints the tables; a limited run
 * (--routes, --runs, --out, --parts) writes to bench/results/tmp/ instead, unless --results names a folder.
 *
 *   npm run build && npm run bench:islands
 *   npm run bench:islands -- --routes /contact --runs 1
 *   npm run bench:islands -- --parts interactions --runs 1
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { READY_ATTRIBUTE, ROOT_ATTRIBUTE } from '@/components/islands/markup';
import { kb } from '@/tests/support/page-weight';
import { measurePageScripts, type PageScripts } from '@/tests/support/scripts-run';
import { earlyTapsTable, EARLY_TAP_TARGET_MS, measureEarlyTaps, type EarlyTapResult } from './early-taps';
import { INP_TARGET_MS, interactionsTable, measureInteractions, type StepResult } from './interaction-runs';
import { serveExport } from './serve-export';
import { chromiumVersion, launchBrowser, phone, SLOW_PHONE, slowPhonePage } from './slow-phone';
import { browserRun, browserRunLines, loadAtStart, markdownTable, median, root, writeResults } from './util';

const PARTS = ['start', 'interactions', 'early-taps'] as const;
const DEFAULT_ROUTES =
  '/knowledge-centre/government-grants-available,/knowledge-centre/heat-pump-vs-boiler-costs,/heat-pumps,/contact';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    runs: { type: 'string', default: '3' },
    routes: { type: 'string', default: DEFAULT_ROUTES },
    parts: { type: 'string', default: PARTS.join(',') },
    port: { type: 'string', default: '4402' },
    results: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench:islands -- [options]
  --routes /a,/b   the island pages whose start to measure (default ${DEFAULT_ROUTES})
  --parts a,b      what to measure: start (each island's start), interactions (each tool's interaction
                   to next paint), early-taps (a tap before a tool's code arrives); default all
  --runs N         cold loads per island and way of scrolling; the median is reported (default 3)
  --out DIR        the export to measure (default out: run npm run build first)
  --results NAME   write the results to bench/results/NAME/ (default: bench/results/, or tmp/ for a limited run)
  --port N         loopback port to serve on (default 4402)`);
  process.exit(0);
}

const out = path.resolve(root, args.out);
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1.');
const parts = args.parts.split(',').map((part) => part.trim());
const unknown = parts.filter((part) => !(PARTS as readonly string[]).includes(part));
if (unknown.length > 0) throw new Error(`--parts takes ${PARTS.join(', ')}, not ${unknown.join(', ')}.`);
const limited =
  args.routes !== DEFAULT_ROUTES || runs !== 3 || out !== path.join(root, 'out') || parts.length < PARTS.length;
const resultsDir = path.join(root, 'bench', 'results', args.results ?? (limited ? 'tmp' : ''));
// Generous: a slowed-down page on a busy machine can take a minute to settle.
const GIVE_UP_MS = 180_000;

type Scroll = 'settled' | 'painted';

/** What the page records, from before its first byte: when each island came into view and when it was ready. */
type Recorded = Window & { __islands?: { inView: Record<string, number>; ready: Record<string, number> } };

// Text rather than a function: tsx (this script's runner) would wrap named functions in a helper the page lacks.
const RECORD = `(() => {
  const seen = { inView: {}, ready: {} };
  window.__islands = seen;
  const nameOf = (element) => element.closest('[${ROOT_ATTRIBUTE}]')?.getAttribute('${ROOT_ATTRIBUTE}') ?? '';
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) seen.inView[nameOf(entry.target)] ??= Math.round(entry.time);
  });
  // Each island's root as the parser adds it, so one in the first screen is seen as it is first painted.
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'childList')
        for (const node of change.addedNodes)
          if (node instanceof Element && node.hasAttribute('${ROOT_ATTRIBUTE}')) inView.observe(node);
      if (change.type === 'attributes') seen.ready[nameOf(change.target)] ??= Math.round(performance.now());
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['${READY_ATTRIBUTE}'] });
})();`;

interface Run {
  /** When the island came into view, ms after the navigation started. */
  inView: number;
  /** When it was ready, ms after the navigation started. */
  ready: number;
}

interface IslandResult {
  route: string;
  island: string;
  /** What the page downloaded on load, before any scrolling. */
  onLoad: Pick<PageScripts, 'files' | 'inlineGzip' | 'totalGzip'>;
  /** What it downloaded in all once scrolled to the island and the island was ready. */
  atIsland: Pick<PageScripts, 'files' | 'inlineGzip' | 'totalGzip'>;
  runs: Record<Scroll, Run[]>;
  /** Medians, ms. */
  inViewAtPaintScroll: number;
  waitSettled: number;
  waitPainted: number;
  readyAtPaintScroll: number;
}

/** One cold load on the slow phone; the island is scrolled into view once the page has settled, or as soon as it paints. */
async function slowPhoneRun(browser: Browser, origin: string, route: string, island: string, when: Scroll) {
  const context = await browser.newContext(phone);
  try {
    const { page, painted } = await slowPhonePage(context);
    await page.addInitScript({ content: RECORD });
    if (when === 'settled') await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: GIVE_UP_MS });
    else {
      await page.goto(`${origin}${route}`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
      await Promise.race([
        painted,
        page.waitForTimeout(GIVE_UP_MS).then(() => {
          throw new Error(`${route}: no first contentful paint`);
        }),
      ]);
    }
    await page.evaluate(
      ([attribute, name]) =>
        document.querySelector(`[${attribute}="${name}"]`)?.scrollIntoView({ block: 'center', behavior: 'instant' }),
      [ROOT_ATTRIBUTE, island] as const,
    );
    // Both moments before either is read: an island started before the scroll (within a screen of
    // the viewport) is ready before it comes into view, and one scrolled to is in view long before ready.
    await page.waitForFunction(
      (name) => {
        const seen = (window as Recorded).__islands;
        return seen?.ready[name] !== undefined && seen.inView[name] !== undefined;
      },
      island,
      { timeout: GIVE_UP_MS, polling: 100 },
    );
    const seen = (await page.evaluate(() => (window as Recorded).__islands))!;
    return { inView: seen.inView[island]!, ready: seen.ready[island]! } satisfies Run;
  } finally {
    await context.close();
  }
}

async function islandsOn(page: Page, origin: string, route: string): Promise<string[]> {
  await page.goto(`${origin}${route}`);
  return page.evaluate(
    (attribute) => [...document.querySelectorAll(`[${attribute}]`)].map((element) => element.getAttribute(attribute)!),
    ROOT_ATTRIBUTE,
  );
}

/** The script a page downloads on a phone's screen, at full speed: on load, or once scrolled to an island and the island is ready. */
async function scriptOf(page: Page, origin: string, route: string, island?: string) {
  const { files, inlineGzip, totalGzip } = await measurePageScripts(page, route, origin, async () => {
    if (!island) return;
    await page.locator(`[${ROOT_ATTRIBUTE}="${island}"]`).scrollIntoViewIfNeeded();
    await page.locator(`[${ROOT_ATTRIBUTE}="${island}"][${READY_ATTRIBUTE}]`).waitFor({ state: 'attached' });
    await page.waitForLoadState('networkidle');
  });
  return { files, inlineGzip, totalGzip };
}

async function measureRoute(browser: Browser, origin: string, route: string): Promise<IslandResult[]> {
  const context = await browser.newContext(phone);
  const page = await context.newPage();
  const onLoad = await scriptOf(page, origin, route);
  const islands = await islandsOn(page, origin, route);
  const atIsland: Record<string, IslandResult['atIsland']> = {};
  for (const island of islands) atIsland[island] = await scriptOf(page, origin, route, island);
  await context.close();
  const results: IslandResult[] = [];
  for (const island of islands) {
    const figures: Record<Scroll, Run[]> = { settled: [], painted: [] };
    for (let run = 1; run <= runs; run++)
      for (const when of ['settled', 'painted'] as const) {
        const result = await slowPhoneRun(browser, origin, route, island, when);
        figures[when].push(result);
        console.log(
          `  ${route} ${island} run ${run}/${runs}, scrolled once ${when}: in view at ${result.inView} ms, ready at ${result.ready} ms`,
        );
      }
    const wait = (list: Run[]) => median(list.map((r) => Math.max(0, r.ready - r.inView)));
    results.push({
      route,
      island,
      onLoad,
      atIsland: atIsland[island]!,
      runs: figures,
      inViewAtPaintScroll: median(figures.painted.map((r) => r.inView)),
      waitSettled: wait(figures.settled),
      waitPainted: wait(figures.painted),
      readyAtPaintScroll: median(figures.painted.map((r) => r.ready)),
    });
  }
  return results;
}

function table(results: IslandResult[]): string {
  const fromIslands = (result: IslandResult) =>
    result.onLoad.files.filter((file) => /^\/assets\/islands?-/.test(file.path)).length;
  return markdownTable(
    [
      'Route',
      'Island',
      'Script on load, KiB gzip',
      'Script once at the island',
      'In view at, ms (scrolled at first paint)',
      'In view to ready, ms (scrolled once settled)',
      'In view to ready, ms (scrolled at first paint)',
      'Ready at, ms (scrolled at first paint)',
    ],
    results.map((result) => [
      result.route,
      result.island,
      `${kb(result.onLoad.totalGzip)} (${result.onLoad.files.length} files, ${fromIslands(result)} of the islands')`,
      kb(result.atIsland.totalGzip),
      String(Math.round(result.inViewAtPaintScroll)),
      String(Math.round(result.waitSettled)),
      String(Math.round(result.waitPainted)),
      String(Math.round(result.readyAtPaintScroll)),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

async function main() {
  const server = await serveExport(out, args.port);
  const started = Date.now();
  const loadBefore = loadAtStart();
  const results: IslandResult[] = [];
  let interactions: StepResult[] = [];
  let earlyTaps: EarlyTapResult[] = [];
  const browser = await launchBrowser();
  try {
    if (parts.includes('start'))
      for (const route of args.routes.split(',').map((route) => route.trim()))
        results.push(...(await measureRoute(browser, server.origin, route)));
    if (parts.includes('interactions')) interactions = await measureInteractions(browser, server.origin, runs);
    if (parts.includes('early-taps')) earlyTaps = await measureEarlyTaps(browser, server.origin, runs);
  } finally {
    await browser.close();
    server.stop();
  }
  const meta = { ...browserRun(out, chromiumVersion(), started, loadBefore), runs, parts };
  const markdown = [
    ...browserRunLines(meta),
    '',
    `### Islands on an emulated slow phone (median of ${runs} cold loads)`,
    '',
    `Slow 4G as Lighthouse's mobile profile applies it in DevTools (${SLOW_PHONE.latencyMs} ms latency, ${Math.round(SLOW_PHONE.downloadKbps)} kbit/s down), the processor ${SLOW_PHONE.cpuSlowdown}× slower, a ${phone.viewport.width}×${phone.viewport.height} screen. "Script on load": every script the page fetched once settled, before any scrolling; "once at the island": in all, once scrolled to the island and the island ready (at full speed). "In view to ready": from the island entering the viewport to \`${READY_ATTRIBUTE}\` on its root (0 when it was ready before it came into view), the island scrolled to once the page had settled, or as soon as it first painted.`,
    '',
    results.length > 0 ? table(results) : '(not measured in this run)',
    '',
    `### Interaction to next paint on the slow phone (${runs} cold loads a tool)`,
    '',
    `Each tool scrolled into view once its page had settled, then used as a visitor does: taps as a finger makes them, keys 100 ms down and 100 ms apart. Timed by the browser's Event Timing entries (\`event\` over 16 ms and \`first-input\`), grouped by interaction, each as long as its longest event: from the input to the next paint. An interaction the browser did not report was under 16 ms and counts as 16 (shown as ≤ 16). Target: every interaction at most ${INP_TARGET_MS} ms.`,
    '',
    interactions.length > 0 ? interactionsTable(interactions) : '(not measured in this run)',
    '',
    `### A tap before the tool's code arrives (${runs} cold loads a tool)`,
    '',
    `The tool's files held back until the tap was made, then released: from the last of them arriving (Resource Timing's responseEnd) to the frame after the tap's answer is in the page. Target: within ${EARLY_TAP_TARGET_MS} ms.`,
    '',
    earlyTaps.length > 0 ? earlyTapsTable(earlyTaps) : '(not measured in this run)',
  ].join('\n');
  writeResults(resultsDir, 'islands', { ...meta, results, interactions, earlyTaps }, markdown, meta.minutes);
}

await main();
