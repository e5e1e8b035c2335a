/**
 * `npm run bench`'s Lighthouse runs: each page several times in a browser of its own, medians
 * kept, a run that fails or hangs run again (a few times at most), and each report written.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { chromiumArgs, chromiumPath } from '@/tests/support/chromium';
import { median } from './util';
import { categories, figures, MISSING_PATH, type Category, type Profile, type RunFigures } from './lighthouse';

const MAX_FAILED_RUNS = 3;
/** A run that has not finished in this time is given up (a browser that stopped answering). */
const RUN_TIMEOUT_MS = 120_000;

export interface PageResult extends Omit<RunFigures, 'lost' | 'expected'> {
  route: string;
  profile: Profile;
  runs: number;
  /** Audits that failed in at least one run, with the number of runs. */
  lost: Record<string, number>;
  expected: Record<string, number>;
}

/** Chromium processes of Lighthouse runs still open, killed on the way out even after a crash. */
const openBrowsers = new Set<chromeLauncher.LaunchedChrome>();
/** Rejects the Lighthouse run in progress, from a failure Lighthouse raises outside of it. */
let abortRun: ((error: unknown) => void) | undefined;

process.on('exit', () => {
  for (const chrome of openBrowsers) chrome.process.kill('SIGKILL');
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
async function lighthouseRun(url: string, port: number, config: Config | undefined, missingPage: boolean) {
  let timer: NodeJS.Timeout | undefined;
  const failed = new Promise<never>((_, reject) => {
    abortRun = reject;
    timer = setTimeout(() => reject(new Error(`no result within ${RUN_TIMEOUT_MS / 1000} s`)), RUN_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      lighthouse(
        url,
        {
          port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: [...categories],
          // Lighthouse stops at an error status unless told the page is meant to have one.
          ignoreStatusCode: missingPage,
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

/** What `measureLighthouse` needs besides the page: where it is served, how many runs, where reports go. */
export interface LighthouseSetup {
  origin: string;
  runs: number;
  reportsDir: string;
}

/** `runs` Lighthouse runs of one page in one profile; the medians, and the audits that cost points. */
export async function measureLighthouse(
  route: string,
  profile: Profile,
  { origin, runs, reportsDir }: LighthouseSetup,
): Promise<PageResult> {
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
        result = await lighthouseRun(`${origin}${route}`, chrome.port, config, route === MISSING_PATH);
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
