/**
 * `npm run bench`: builds the site, serves the export on loopback with its real headers (as
 * `npm run serve` does), runs Lighthouse on every route and the 404 page (mobile and desktop, three
 * runs each) and reports the median of each figure. Writes bench/results/lighthouse.{json,md} and
 * prints the table; a limited run (--routes, --runs, --profile) writes to bench/results/tmp/ instead.
 *
 *   npm run bench -- --routes /,/contact --runs 1 --profile mobile --no-build
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@/lib/chromium';
import { measureExport, pageSpecificChunks, type ExportWeight } from '@/lib/perf/page-weight';
import { budgets } from '@/lib/perf/budgets';
import { markdownTable, median } from './bench-util';
import { categories, figures, type Category, type Profile, type RunFigures } from './bench-lighthouse';

const { values: args } = parseArgs({
  options: {
    routes: { type: 'string' },
    runs: { type: 'string', default: '3' },
    profile: { type: 'string', default: 'both' },
    'no-build': { type: 'boolean', default: false },
    port: { type: 'string', default: '4401' },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench -- [options]
  --routes /,/contact   only these paths (default: every path of out/sitemap.xml and a missing page for the 404)
  --runs N              Lighthouse runs per page and profile; the median is reported (default 3)
  --profile P           mobile, desktop or both (default both)
  --no-build            measure the existing out/ instead of building first
  --port N              loopback port to serve on (default 4401)`);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, 'out');
const runs = Number(args.runs);
const profiles = (args.profile === 'both' ? ['mobile', 'desktop'] : [args.profile]) as Profile[];
const limited = Boolean(args.routes) || runs !== 3 || args.profile !== 'both';
const resultsDir = path.join(root, 'bench', 'results', limited ? 'tmp' : '');
const reportsDir = path.join(root, 'bench', 'results', 'tmp', 'reports');
const origin = `http://127.0.0.1:${args.port}`;
/** Any address the site does not have: the server answers with 404.html and status 404. */
const MISSING_PATH = '/this-page-does-not-exist';
const MAX_FAILED_RUNS = 3;
/** The targets of the mobile profile (every category at 100 besides). */
const targets = { tbtMs: 50, cls: 0, maxDeltaKb: 10, siteCssKb: 15 } as const;

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

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: args.port, HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
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

async function measure(route: string, profile: Profile): Promise<PageResult> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'silent',
  });
  const all: RunFigures[] = [];
  let failures = 0;
  try {
    for (let run = 1; run <= runs; run++) {
      const config: Config | undefined = profile === 'desktop' ? desktopConfig : undefined;
      const result = await lighthouse(
        `${origin}${route}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // Lighthouse stops at an error status unless told the page is meant to have one.
          ignoreStatusCode: route === MISSING_PATH,
        },
        config,
      );
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      const error = result.lhr.runtimeError;
      if (error) {
        // A busy machine now and then loses the trace (NO_NAVSTART and the like): run again, a few times at most.
        if (++failures > MAX_FAILED_RUNS) throw new Error(`${route}: ${error.message}`);
        console.log(`  ${profile.padEnd(7)} ${route} run ${run}/${runs}: ${error.code}, running it again`);
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
    chrome.kill();
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
const kib = (bytes: number) => (bytes / 1024).toFixed(1);

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

function jsTable(weight: ExportWeight): string {
  return markdownTable(
    ['Route', 'JS KiB', 'Above floor', 'Own chunks'],
    weight.pages.map((page) => [
      page.route,
      kib(page.jsGzip),
      kib(page.jsGzip - weight.floor.jsGzip),
      String(pageSpecificChunks(page, weight.floor).length),
    ]),
    ['l', 'r', 'r', 'r'],
  );
}

/** The targets on the mobile profile; on the 404 page, only the audits a 404 page must fail may cost points. */
function targetMisses(results: PageResult[], weight: ExportWeight): string[] {
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
    if (result.cls > targets.cls) misses.push(`${label(result.route)}: cumulative layout shift ${result.cls}`);
  }
  const maxDelta = Math.max(...weight.pages.map((page) => page.jsGzip - weight.floor.jsGzip));
  if (maxDelta > targets.maxDeltaKb * 1024) misses.push(`JavaScript: a route is ${kib(maxDelta)} KiB above the floor`);
  if (weight.siteCssGzip >= targets.siteCssKb * 1024)
    misses.push(`CSS: ${kib(weight.siteCssGzip)} KiB gzip for the site`);
  return misses;
}

function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}

async function main() {
  if (!args['no-build']) build();
  fs.mkdirSync(reportsDir, { recursive: true });
  const weight = measureExport(out);
  const routes = args.routes ? args.routes.split(',').map((route) => route.trim()) : [...sitemapRoutes(), MISSING_PATH];
  const server = await startServer();
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!;
  const results: PageResult[] = [];
  try {
    for (const profile of profiles) {
      console.log(`\nLighthouse, ${profile} profile, ${runs} run(s) on each of ${routes.length} page(s):`);
      for (const route of routes) results.push(await measure(route, profile));
    }
  } finally {
    server.kill('SIGTERM');
  }

  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  const misses = targetMisses(results, weight);
  const meta = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion.version,
    runs,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
  };
  const javascript = {
    floorGzip: weight.floor.jsGzip,
    maxDeltaGzip: Math.max(...weight.pages.map((page) => page.jsGzip - weight.floor.jsGzip)),
    budgetDeltaGzip: budgets.maxDeltaKb * 1024,
    siteCssGzip: weight.siteCssGzip,
  };

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
    `Measured ${meta.date.slice(0, 10)} on ${meta.machine}; ${meta.chromium}, Lighthouse ${meta.lighthouse}.`,
    `Load average ${meta.loadAverage.before.toFixed(1)} before, ${meta.loadAverage.after.toFixed(1)} after: timings on a shared 2-core machine are noisy.`,
    '',
    ...sections.flatMap((section) => [section, '']),
    `JavaScript floor (the 404 page) ${kib(javascript.floorGzip)} KiB gzip; the largest route is ${kib(javascript.maxDeltaGzip)} KiB above it (budget ${budgets.maxDeltaKb}, target ${targets.maxDeltaKb}). CSS for the whole site ${kib(javascript.siteCssGzip)} KiB gzip (budget ${budgets.siteCssKb}, target under ${targets.siteCssKb}).`,
    '',
    `### JavaScript by route (gzip, from the build)\n\n${jsTable(weight)}`,
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
    `${JSON.stringify({ ...meta, javascript, results, misses }, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(resultsDir, 'lighthouse.md'), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(
    `Wrote ${path.relative(root, resultsDir) || '.'}/lighthouse.json and lighthouse.md (${meta.minutes} min).`,
  );
  if (misses.length > 0) process.exitCode = 1;
}

await main();
