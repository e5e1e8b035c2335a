/**
 * `npm run bench`: builds the site, serves the export on loopback with its real headers (as
 * `npm run serve` does), and on every route and the 404 page measures
 * - Lighthouse, mobile and desktop, three runs each (medians);
 * - the script each page runs, in Chromium once the page has settled;
 * - how long after the first contentful paint the menu answers a tap on an emulated slow phone
 *   (three runs each, medians).
 * Writes bench/results/lighthouse.{json,md} and prints the tables; a limited run (--routes, --runs,
 * --profile, --out) writes to bench/results/tmp/ instead, unless --results names a folder.
 *
 *   npm run bench -- --routes /,/contact --runs 1 --profile mobile --no-build
 *   npm run bench -- --no-build --out ../before/out --results before   (another export, e.g. an older build)
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@/tests/support/chromium';
import { budgets } from '@/tests/support/budgets';
import { kb, siteCssGzip } from '@/tests/support/page-weight';
import { measurePageScripts, type PageScripts } from '@/tests/support/scripts-run';
import { launchBrowser, measureMenuResponse, menuButtonCentre, SLOW_PHONE, type MenuResponse } from './menu';
import { markdownTable, median } from './util';
import { categories, figures, type Category, type Profile, type RunFigures } from './lighthouse';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    profile: { type: 'string', default: 'both' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4401' },
    out: { type: 'string', default: 'out' },
    results: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --routes /,/contact   only these paths (default: every path of out/sitemap.xml and a missing page for the 404)
  --runs N              Lighthouse runs per page and profile; the median is reported (default 3)
  --profile P           mobile, desktop or both (default both)
  --no-build            measure the existing export instead of building first
  --out DIR             the export to measure (default out; implies --no-build when not out)
  --results NAME        write the results to bench/results/NAME/ (default: bench/results/, or tmp/ for a limited run)
  --port N              loopback port to serve on (default 4401)`);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const out = path.resolve(root, args.out);
const ownExport = out === path.join(root, 'out');
const runs = Number(args.runs);
const profiles = (args.profile === 'both' ? ['mobile', 'desktop'] : [args.profile]) as Profile[];
const limited = Boolean(args.routes) || runs !== 3 || args.profile !== 'both' || !ownExport;
const resultsDir = path.join(root, 'bench', 'results', args.results ?? (limited ? 'tmp' : ''));
const reportsDir = path.join(root, 'bench', 'results', 'tmp', 'reports');
const origin = `http://127.0.0.1:${args.port}`;
/** Any address the site does not have: the server answers with 404.html and status 404. */
const MISSING_PATH = '/this-page-does-not-exist';
const MAX_FAILED_RUNS = 3;
/** The targets of the mobile profile (every category at 100 besides). */
const targets = { tbtMs: 50, cls: 0, lcpMs: 1200, plainPageKb: 5, siteCssKb: 15, menuRespondsMs: 0 } as const;

interface PageResult extends Omit<RunFigures, 'lost' | 'expected'> {
  route: string;
  profile: Profile;
  runs: number;
  /** Audits that failed in at least one run, with the number of runs. */
  lost: Record<string, number>;
  expected: Record<string, number>;
}

if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1.');
for (const profile of profiles)
  if (profile !== 'mobile' && profile !== 'desktop')
    throw new Error(`--profile: mobile, desktop or both, not ${profile}`);

function build() {
  console.log('Building the site (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The server of the export, stopped on the way out even after a crash. */
let siteServer: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: args.port, HOST: '127.0.0.1', SERVE_DIR: out },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  siteServer = server;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error(`The site did not come up on ${origin}.`);
}

function sitemapRoutes(): string[] {
  const xml = fs.readFileSync(path.join(out, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

/** Chromium processes of Lighthouse runs still open, killed on the way out even after a crash. */
const openBrowsers = new Set<chromeLauncher.LaunchedChrome>();
/** Rejects the Lighthouse run in progress, from a failure Lighthouse raises outside of it. */
let abortRun: ((error: unknown) => void) | undefined;
/** A run that has not finished in this time is given up (a browser that stopped answering). */
const RUN_TIMEOUT_MS = 120_000;

process.on('exit', () => {
  for (const chrome of openBrowsers) chrome.process.kill('SIGKILL');
  if (siteServer && siteServer.exitCode === null) siteServer.kill('SIGTERM');
});
// Lighthouse now and then rejects a promise of its own when the browser's tab goes away
// ("Target closed"); count it against the run in progress instead of letting it end the benchmark.
// After a run is given up and its browser closed, the same failure can still arrive late: ignore that.
process.on('unhandledRejection', (error) => {
  if (abortRun) abortRun(error);
  else if (isProtocolError(error)) console.log(`  (a run already given up ended late: ${error.message})`);
  else throw error;
});

function isProtocolError(error: unknown): error is Error {
  return error instanceof Error && 'protocolMethod' in error;
}

async function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  openBrowsers.add(chrome);
  return chrome;
}

function closeChrome(chrome: chromeLauncher.LaunchedChrome) {
  openBrowsers.delete(chrome);
  chrome.kill();
}

/** One Lighthouse run, which fails rather than hangs, and fails rather than crashes the benchmark. */
async function lighthouseRun(route: string, port: number, config: Config | undefined) {
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    abortRun = reject;
    timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      lighthouse(
        `${origin}${route}`,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // Lighthouse stops at an error status unless told the page is meant to have one.
          ignoreStatusCode: route === MISSING_PATH,
        },
        config,
      ),
      failed,
    ]);
  } finally {
    clearTimeout(timer);
    abortRun = undefined;
  }
}

async function measure(route: string, profile: Profile): Promise<PageResult> {
  let chrome = await launchChrome();
  const all: RunFigures[] = [];
  let failures = 0;
  // A busy machine now and then loses the trace (NO_NAVSTART and the like) or the browser's tab:
  // run again, in a new browser when the old one failed, a few times at most.
  const retry = async (run: number, why: string, freshBrowser: boolean) => {
    if (++failures > MAX_FAILED_RUNS) throw new Error(`${route}, ${profile}: ${why} (${failures} failed runs)`);
    console.log(`  ${profile.padEnd(7)} ${route} run ${run}/${runs}: ${why}, running it again`);
    if (freshBrowser) {
      closeChrome(chrome);
      chrome = await launchChrome();
    }
  };
  try {
    for (let run = 1; run <= runs; run++) {
      const config: Config | undefined = profile === 'desktop' ? desktopConfig : undefined;
      let result: Awaited<ReturnType<typeof lighthouseRun>>;
      try {
        result = await lighthouseRun(route, chrome.port, config);
      } catch (error) {
        await retry(run, error instanceof Error ? error.message : String(error), true);
        run--;
        continue;
      }
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const error = result.lhr.runtimeError;
      if (error) {
        await retry(run, error.code, false);
        run--;
        continue;
      }
      const name = `${profile}${route === '/' ? '-home' : route.replaceAll('/', '-')}-${run}.json`;
      fs.writeFileSync(path.join(reportsDir, name), JSON.stringify(result.lhr));
      const run_ = figures(result.lhr, route === MISSING_PATH);
      all.push(run_);
      const s = run_.scores;
      console.log(
        `  ${profile.padEnd(7)} ${route} run ${run}/${runs}: ${s.performance}/${s.accessibility}/${s['best-practices']}/${s.seo}` +
          ` LCP ${Math.round(run_.lcp)} ms, TBT ${Math.round(run_.tbt)} ms, CLS ${run_.cls.toFixed(3)}`,
      );
    }
  } finally {
    closeChrome(chrome);
  }
  const med = (pick: (run: RunFigures) => number) => median(all.map(pick));
  const tally = (ids: string[]) => {
    const counts: Record<string, number> = {};
    for (const id of ids) counts[id] = (counts[id] ?? 0) + 1;
    return counts;
  };
  return {
    route,
    profile,
    runs,
    scores: Object.fromEntries(categories.map((id) => [id, med((run) => run.scores[id])])) as Record<Category, number>,
    lcp: med((run) => run.lcp),
    tbt: med((run) => run.tbt),
    cls: med((run) => run.cls),
    si: med((run) => run.si),
    fcp: med((run) => run.fcp),
    totalBytes: med((run) => run.totalBytes),
    jsBytes: med((run) => run.jsBytes),
    benchmarkIndex: med((run) => run.benchmarkIndex),
    lost: tally(all.flatMap((run) => run.lost)),
    expected: tally(all.flatMap((run) => run.expected)),
  };
}

const label = (route: string) => (route === MISSING_PATH ? `${route} (404)` : route);
const kib = kb;

function table(results: PageResult[]): string {
  return markdownTable(
    ['Route', 'Perf', 'A11y', 'BP', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'SI ms', 'Total KiB', 'JS KiB', 'CPU index'],
    results.map((result) => [
      label(result.route),
      String(result.scores.performance),
      String(result.scores.accessibility),
      String(result.scores['best-practices']),
      String(result.scores.seo),
      String(Math.round(result.lcp)),
      String(Math.round(result.tbt)),
      result.cls.toFixed(3),
      String(Math.round(result.si)),
      kib(result.totalBytes),
      kib(result.jsBytes),
      String(Math.round(result.benchmarkIndex)),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

interface MenuResult {
  route: string;
  runs: MenuResponse[];
  fcp: number;
  firstTap: number;
  lostTaps: number;
  respondsAfter: number;
  openedAt: number;
}

function scriptsTable(pages: PageScripts[]): string {
  const gzipUnder = (page: PageScripts, prefix: string) =>
    page.files.filter((file) => file.path.startsWith(prefix)).reduce((sum, file) => sum + file.gzip, 0);
  return markdownTable(
    [
      'Route',
      'Islands',
      'Files',
      'Files KiB',
      'Inline KiB',
      'Total KiB',
      'React and shared island code KiB',
      "Next's (/_next/) KiB",
    ],
    pages.map((page) => [
      label(page.route),
      page.islands.join(', ') || '-',
      String(page.files.length),
      kib(page.totalGzip - page.inlineGzip),
      kib(page.inlineGzip),
      kib(page.totalGzip),
      kib(gzipUnder(page, '/assets/islands-shared-')),
      kib(gzipUnder(page, '/_next/')),
    ]),
    ['l', 'l', 'r', 'r', 'r', 'r', 'r', 'r'],
  );
}

function menuTable(menu: MenuResult[]): string {
  return markdownTable(
    [
      'Route',
      'FCP ms',
      'First tap, ms after FCP',
      'Taps lost',
      'Menu answers, ms after the first tap',
      'Opened, ms after FCP',
    ],
    menu.map((result) => [
      label(result.route),
      String(Math.round(result.fcp)),
      String(Math.round(result.firstTap)),
      String(result.lostTaps),
      String(Math.round(result.respondsAfter)),
      String(Math.round(result.openedAt)),
    ]),
    ['l', 'r', 'r', 'r', 'r', 'r'],
  );
}

/** The targets on the mobile profile (layout shift in both); on the 404 page, only the audits a 404 page must fail may cost points. */
function targetMisses(results: PageResult[], scripts: PageScripts[], menu: MenuResult[], cssGzip: number): string[] {
  const misses: string[] = [];
  for (const result of results.filter((r) => r.profile === 'mobile')) {
    for (const category of categories) {
      const onlyExpected =
        Object.keys(result.expected).some((id) => id.startsWith(`${category}:`)) &&
        !Object.keys(result.lost).some((id) => id.startsWith(`${category}:`));
      if (result.scores[category] < 100 && !onlyExpected)
        misses.push(`${label(result.route)}: ${category} ${result.scores[category]}`);
    }
    if (result.tbt >= targets.tbtMs)
      misses.push(`${label(result.route)}: total blocking time ${Math.round(result.tbt)} ms`);
    if (result.lcp >= targets.lcpMs)
      misses.push(`${label(result.route)}: largest contentful paint ${Math.round(result.lcp)} ms`);
  }
  // Layout shift is the page's own, whatever the network: it is held to 0 in both profiles.
  for (const result of results.filter((r) => r.cls > targets.cls))
    misses.push(`${label(result.route)}: cumulative layout shift ${result.cls.toFixed(4)} (${result.profile})`);
  for (const page of scripts.filter((p) => p.islands.length === 0 && p.totalGzip > targets.plainPageKb * 1024))
    misses.push(`${label(page.route)}: runs ${kib(page.totalGzip)} KiB of script with no island`);
  for (const result of menu.filter((m) => m.respondsAfter > targets.menuRespondsMs))
    misses.push(`${label(result.route)}: the menu answers ${Math.round(result.respondsAfter)} ms after the first tap`);
  if (cssGzip >= targets.siteCssKb * 1024) misses.push(`CSS: ${kib(cssGzip)} KiB gzip for the site`);
  return misses;
}

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}

async function measureScriptsAndMenu(routes: string[]): Promise<{ scripts: PageScripts[]; menu: MenuResult[] }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: PageScripts[] = [];
    for (const route of routes) scripts.push(await measurePageScripts(page, route, origin));
    await page.close();
    console.log(
      `\nMenu on an emulated slow phone (${SLOW_PHONE.latencyMs} ms latency, ${Math.round(SLOW_PHONE.downloadKbps)} kbit/s, CPU ${SLOW_PHONE.cpuSlowdown}× slower), ${runs} run(s) on each page:`,
    );
    const menu: MenuResult[] = [];
    for (const route of routes) {
      const all: MenuResponse[] = [];
      const button = await menuButtonCentre(browser, `${origin}${route}`);
      for (let run = 1; run <= runs; run++) {
        const result = await measureMenuResponse(browser, `${origin}${route}`, button);
        all.push(result);
        console.log(
          `  ${route} run ${run}/${runs}: FCP ${Math.round(result.fcp)} ms, first tap +${Math.round(result.firstTap)} ms, ` +
            `${result.lostTaps} tap(s) lost, menu answered ${Math.round(result.respondsAfter)} ms after the first tap`,
        );
      }
      const med = (pick: (run: MenuResponse) => number) => median(all.map(pick));
      menu.push({
        route,
        runs: all,
        fcp: med((r) => r.fcp),
        firstTap: med((r) => r.firstTap),
        lostTaps: med((r) => r.lostTaps),
        respondsAfter: med((r) => r.respondsAfter),
        openedAt: med((r) => r.openedAt),
      });
    }
    return { scripts, menu };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!args['no-build'] && ownExport) build();
  fs.mkdirSync(reportsDir, { recursive: true });
  const cssGzip = siteCssGzip(out);
  const routes = args.routes ? args.routes.split(',').map((route) => route.trim()) : [...sitemapRoutes(), MISSING_PATH];
  const server = await startServer();
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!;
  const results: PageResult[] = [];
  let measured: { scripts: PageScripts[]; menu: MenuResult[] };
  try {
    measured = await measureScriptsAndMenu(routes);
    for (const profile of profiles) {
      console.log(`\nLighthouse, ${profile} profile, ${runs} run(s) on each of ${routes.length} page(s):`);
      for (const route of routes) results.push(await measure(route, profile));
    }
  } finally {
    server.kill('SIGTERM');
  }
  const { scripts, menu } = measured;

  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  const misses = targetMisses(results, scripts, menu, cssGzip);
  const meta = {
    date: new Date().toISOString(),
    export: path.relative(root, out) || '.',
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion.version,
    runs,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
  };
  const plain = scripts.filter((page) => page.islands.length === 0).map((page) => page.totalGzip);
  const withIslands = scripts.filter((page) => page.islands.length > 0).map((page) => page.totalGzip);
  const javascript = {
    plainPages: plain.length,
    plainMaxGzip: plain.length > 0 ? Math.max(...plain) : null,
    islandPages: withIslands.length,
    islandMaxGzip: withIslands.length > 0 ? Math.max(...withIslands) : null,
    siteCssGzip: cssGzip,
  };
  const spread = (values: number[]) =>
    values.length === 0 ? '-' : `${kib(Math.min(...values))}–${kib(Math.max(...values))} KiB`;

  const sections = profiles.map(
    (profile) =>
      `### Lighthouse ${profile} (median of ${runs})\n\n${table(results.filter((r) => r.profile === profile))}`,
  );
  const listAudits = (pick: (result: PageResult) => Record<string, number>) =>
    results
      .filter((result) => Object.keys(pick(result)).length > 0)
      .map(
        (result) =>
          `- ${result.profile} ${label(result.route)}: ${Object.entries(pick(result))
            .map(([id, count]) => `${id} (${count}/${result.runs})`)
            .join(', ')}`,
      );
  const lost = listAudits((result) => result.lost);
  const expected = listAudits((result) => result.expected);
  const markdown = [
    `Measured ${meta.date.slice(0, 10)} on ${meta.machine}; ${meta.chromium}, Lighthouse ${meta.lighthouse}; export ${meta.export}/.`,
    `Load average ${meta.loadAverage.before.toFixed(1)} before, ${meta.loadAverage.after.toFixed(1)} after: timings on a shared 2-core machine are noisy.`,
    '',
    ...sections.flatMap((section) => [section, '']),
    `### Script each page runs (gzip, measured in Chromium once the page has settled)`,
    '',
    `${plain.length} pages without an island: ${spread(plain)}; ${withIslands.length} with islands: ${spread(withIslands)}. CSS for the whole site ${kib(cssGzip)} KiB gzip (budget ${budgets.siteCssKb}, target under ${targets.siteCssKb}).`,
    '',
    scriptsTable(scripts),
    '',
    `### The menu on an emulated slow phone (median of ${runs})`,
    '',
    `Slow 4G as Lighthouse's mobile profile applies it in DevTools (${SLOW_PHONE.latencyMs} ms latency, ${Math.round(SLOW_PHONE.downloadKbps)} kbit/s down), the processor ${SLOW_PHONE.cpuSlowdown}× slower. From the first contentful paint, a tap on the menu button every 50 ms until the drawer opens.`,
    '',
    menuTable(menu),
    '',
    lost.length > 0 ? `Audits that cost points:\n\n${lost.join('\n')}` : 'No audit cost a point.',
    ...(expected.length > 0
      ? [
          '',
          `Expected of a 404 page (status 404, noindex, the browser logging the 404 response):\n\n${expected.join('\n')}`,
        ]
      : []),
    '',
    misses.length > 0 ? `Targets missed:\n\n${misses.map((miss) => `- ${miss}`).join('\n')}` : 'Every target met.',
  ].join('\n');

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'lighthouse.json'),
    `${JSON.stringify({ ...meta, javascript, results, scripts: scripts.map(({ inline: _inline, ...page }) => page), menu, misses }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.md'), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(
    `Wrote ${path.relative(root, resultsDir) || '.'}/lighthouse.json and lighthouse.md (${meta.minutes} min).`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

await main();
