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
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteCssGzip } from '@/tests/support/page-weight';
import { measurePageScripts, type PageScripts } from '@/tests/support/scripts-run';
import { MISSING_PATH, type Profile } from './lighthouse';
import { measureLighthouse, type PageResult } from './lighthouse-runs';
import { measureMenus, type MenuResult } from './menu';
import { buildSite, serveExport, sitemapRoutes } from './serve-export';
import { chromiumVersion, launchBrowser } from './slow-phone';
import { javascriptSummary, siteMarkdown, targetMisses, type SiteMeta } from './site-report';
import { loadAround, loadAtStart, machine, minutesSince, root, writeResults } from './util';

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

const out = path.resolve(root, args.out);
const ownExport = out === path.join(root, 'out');
const runs = Number(args.runs);
const profiles = (args.profile === 'both' ? ['mobile', 'desktop'] : [args.profile]) as Profile[];
const limited = Boolean(args.routes) || runs !== 3 || args.profile !== 'both' || !ownExport;
const resultsDir = path.join(root, 'bench', 'results', args.results ?? (limited ? 'tmp' : ''));
const reportsDir = path.join(root, 'bench', 'results', 'tmp', 'reports');

if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1.');
for (const profile of profiles)
  if (profile !== 'mobile' && profile !== 'desktop')
    throw new Error(`--profile: mobile, desktop or both, not ${profile}`);

async function measureScriptsAndMenu(
  origin: string,
  routes: string[],
): Promise<{ scripts: PageScripts[]; menu: MenuResult[] }> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const scripts: PageScripts[] = [];
    for (const route of routes) scripts.push(await measurePageScripts(page, route, origin));
    await page.close();
    return { scripts, menu: await measureMenus(browser, origin, routes, runs) };
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!args['no-build'] && ownExport) buildSite();
  fs.mkdirSync(reportsDir, { recursive: true });
  const cssGzip = siteCssGzip(out);
  const routes = args.routes
    ? args.routes.split(',').map((route) => route.trim())
    : [...sitemapRoutes(out), MISSING_PATH];
  const server = await serveExport(out, args.port);
  const started = Date.now();
  const loadBefore = loadAtStart();
  const results: PageResult[] = [];
  let measured: { scripts: PageScripts[]; menu: MenuResult[] };
  try {
    measured = await measureScriptsAndMenu(server.origin, routes);
    for (const profile of profiles) {
      console.log(`\nLighthouse, ${profile} profile, ${runs} run(s) on each of ${routes.length} page(s):`);
      for (const route of routes)
        results.push(await measureLighthouse(route, profile, { origin: server.origin, runs, reportsDir }));
    }
  } finally {
    server.stop();
  }
  const { scripts, menu } = measured;

  const lighthouseVersion = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'lighthouse', 'package.json'), 'utf8'),
  ) as { version: string };
  const figures = { results, scripts, menu, cssGzip };
  const misses = targetMisses(figures);
  const meta: SiteMeta = {
    date: new Date().toISOString(),
    export: path.relative(root, out) || '.',
    machine: machine(),
    chromium: chromiumVersion(),
    lighthouse: lighthouseVersion.version,
    runs,
    minutes: minutesSince(started),
    loadAverage: loadAround(loadBefore),
  };
  const javascript = javascriptSummary(figures);
  const markdown = siteMarkdown(meta, profiles, figures, misses);
  writeResults(
    resultsDir,
    'lighthouse',
    { ...meta, javascript, results, scripts: scripts.map(({ inline: _inline, ...page }) => page), menu, misses },
    markdown,
    meta.minutes,
  );
  if (misses.length > 0) process.exitCode = 1;
}

await main();
