/**
 * `npm run bench`'s report: its tables (Lighthouse, the script each page runs, the menu on a slow
 * phone), the audits that cost points and the targets missed.
 */
import { budgets } from '@/tests/support/budgets';
import { kb as kib } from '@/tests/support/page-weight';
import type { PageScripts } from '@/tests/support/scripts-run';
import { categories, MISSING_PATH, type Profile } from './lighthouse';
import type { PageResult } from './lighthouse-runs';
import type { MenuResult } from './menu';
import { SLOW_PHONE } from './slow-phone';
import { type LoadAverage, loadLine, markdownTable } from './util';

/** The targets of the mobile profile (every category at 100 besides). */
const targets = { tbtMs: 50, cls: 0, lcpMs: 1200, plainPageKb: 5, siteCssKb: 15, menuRespondsMs: 0 } as const;

const label = (route: string) => (route === MISSING_PATH ? `${route} (404)` : route);

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

/** What the benchmark measured, for the report. */
export interface SiteFigures {
  results: PageResult[];
  scripts: PageScripts[];
  menu: MenuResult[];
  cssGzip: number;
}

/** The targets on the mobile profile (layout shift in both); on the 404 page, only the audits a 404 page must fail may cost points. */
export function targetMisses({ results, scripts, menu, cssGzip }: SiteFigures): string[] {
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

/** The script of the pages without an island and of those with islands, gzip bytes a page. */
function pageTotals(scripts: PageScripts[]) {
  return {
    plain: scripts.filter((page) => page.islands.length === 0).map((page) => page.totalGzip),
    withIslands: scripts.filter((page) => page.islands.length > 0).map((page) => page.totalGzip),
  };
}

/** The script pages run, summed up: the largest plain page and the largest island page. */
export function javascriptSummary({ scripts, cssGzip }: SiteFigures) {
  const { plain, withIslands } = pageTotals(scripts);
  return {
    plainPages: plain.length,
    plainMaxGzip: plain.length > 0 ? Math.max(...plain) : null,
    islandPages: withIslands.length,
    islandMaxGzip: withIslands.length > 0 ? Math.max(...withIslands) : null,
    siteCssGzip: cssGzip,
  };
}

/** How and where the benchmark ran. */
export interface SiteMeta {
  date: string;
  export: string;
  machine: string;
  chromium: string;
  lighthouse: string;
  runs: number;
  minutes: number;
  loadAverage: LoadAverage;
}

export function siteMarkdown(meta: SiteMeta, profiles: Profile[], figures: SiteFigures, misses: string[]): string {
  const { results, scripts, menu, cssGzip } = figures;
  const { runs } = meta;
  const { plain, withIslands } = pageTotals(scripts);
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
  return [
    `Measured ${meta.date.slice(0, 10)} on ${meta.machine}; ${meta.chromium}, Lighthouse ${meta.lighthouse}; export ${meta.export}/.`,
    loadLine(meta.loadAverage),
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
}
