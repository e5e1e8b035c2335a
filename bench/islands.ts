/**
 * When the tools' islands start, and what their pages download before a visitor reaches them.
 * Serves an export on loopback (as `npm run serve` does) and, for each island page:
 * - the script the page downloads on load, on a phone's screen, before any scrolling (gzip);
 * - on an emulated slow phone (bench-menu.ts's SLOW_PHONE: slow 4G, a processor four times slower),
 *   cold, the time from each island entering the viewport to its tool being ready (its form marked
 *   `data-ready`), when the visitor scrolls to it once the page has settled, and when they scroll to
 *   it as soon as the page first paints (an island in the first screen is in view from the start).
 *
 *   npx tsx bench/islands.ts [--out DIR] [--runs N] [--routes /a,/b] [--port N]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { kb } from '@/tests/support/page-weight';
import { measurePageScripts } from '@/tests/support/scripts-run';
import { launchBrowser, phone, SLOW_PHONE } from './menu';
import { markdownTable, median } from './util';

const { values: args } = parseArgs({
  options: {
    out: { type: 'string', default: 'out' },
    runs: { type: 'string', default: '3' },
    routes: {
      type: 'string',
      default:
        '/knowledge-centre/government-grants-available,/knowledge-centre/heat-pump-vs-boiler-costs,/heat-pumps,/contact',
    },
    port: { type: 'string', default: '4402' },
  },
});

const root = path.resolve(import.meta.dirname, '..');
const origin = `http://127.0.0.1:${args.port}`;
const runs = Number(args.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of runs, at least 1.');
// Generous: a slowed-down page on a busy machine can take a minute to settle.
const GIVE_UP_MS = 180_000;

/** What the page records, from before its first byte: when each island came into view and when it was ready. */
type Recorded = Window & { __islands?: { inView: Record<string, number>; ready: Record<string, number> } };

// Text rather than a function: tsx (this script's runner) would wrap named functions in a helper the page lacks.
const RECORD = `(() => {
  const seen = { inView: {}, ready: {} };
  window.__islands = seen;
  const nameOf = (element) => element.closest('[data-island-root]')?.getAttribute('data-island-root') ?? '';
  const inView = new IntersectionObserver((entries) => {
    for (const entry of entries)
      if (entry.isIntersecting) seen.inView[nameOf(entry.target)] ??= Math.round(entry.time);
  });
  // Each island's root as the parser adds it, so one in the first screen is seen as it is first painted.
  new MutationObserver((changes) => {
    for (const change of changes) {
      if (change.type === 'childList')
        for (const node of change.addedNodes)
          if (node instanceof Element && node.hasAttribute('data-island-root')) inView.observe(node);
      if (change.type === 'attributes') seen.ready[nameOf(change.target)] ??= Math.round(performance.now());
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-ready'] });
})();`;

interface Run {
  /** When the island came into view, ms after the navigation started. */
  inView: number;
  /** When its tool was ready, ms after the navigation started. */
  ready: number;
}

/** One cold load on the slow phone; the island is scrolled into view once the page has settled, or as soon as it paints. */
async function slowPhoneRun(browser: Browser, route: string, island: string, when: 'settled' | 'painted') {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.addInitScript({ content: RECORD });
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
    );
    if (when === 'settled') await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: GIVE_UP_MS });
    else {
      await page.goto(`${origin}${route}`, { waitUntil: 'commit', timeout: GIVE_UP_MS });
      await painted;
    }
    await page.evaluate(
      (name) => document.querySelector(`[data-island-root="${name}"]`)?.scrollIntoView({ block: 'center' }),
      island,
    );
    // Both moments: an island ready before the scroll is seen coming into view a frame after it.
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

async function islandsOn(page: Page, route: string): Promise<string[]> {
  await page.goto(`${origin}${route}`);
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-island-root]')].map((root) => root.getAttribute('data-island-root')!),
  );
}

async function startServer(): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: args.port, HOST: '127.0.0.1', SERVE_DIR: path.resolve(root, args.out) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  process.on('exit', () => server.exitCode === null && server.kill('SIGTERM'));
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${origin}/`)).ok) return server;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The site did not come up on ${origin}.`);
}

const server = await startServer();
const browser = await launchBrowser();
const rows: string[][] = [];
try {
  for (const route of args.routes.split(',')) {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    const onLoad = await measurePageScripts(page, route, origin);
    const islands = await islandsOn(page, route);
    await context.close();
    const fromReact = onLoad.files.filter((file) => /^\/assets\/islands?-/.test(file.path));
    for (const island of islands) {
      const figures: Record<'settled' | 'painted', Run[]> = { settled: [], painted: [] };
      for (let run = 0; run < runs; run++)
        for (const when of ['settled', 'painted'] as const)
          figures[when].push(await slowPhoneRun(browser, route, island, when));
      const wait = (list: Run[]) => String(Math.round(median(list.map((r) => Math.max(0, r.ready - r.inView)))));
      const at = (list: Run[], key: keyof Run) => String(Math.round(median(list.map((r) => r[key]))));
      rows.push([
        route,
        island,
        `${kb(onLoad.totalGzip)} (${onLoad.files.length} files, ${fromReact.length} of the islands')`,
        at(figures.painted, 'inView'),
        wait(figures.settled),
        wait(figures.painted),
        at(figures.painted, 'ready'),
      ]);
      console.log(`  ${route} ${island}: ${JSON.stringify(figures)}`);
    }
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
}

console.log(
  `\nIslands on a slow phone (slow 4G, 4x CPU, ${phone.viewport.width}x${phone.viewport.height}), ${path.relative(root, path.resolve(root, args.out)) || '.'}/, medians of ${runs} cold runs:\n`,
);
console.log(
  markdownTable(
    [
      'Route',
      'Island',
      'Script on load, KiB gzip',
      'In view at, ms (scrolled at first paint)',
      'In view to ready, ms (scrolled once settled)',
      'In view to ready, ms (scrolled at first paint)',
      'Ready at, ms (scrolled at first paint)',
    ],
    rows,
    ['l', 'l', 'r', 'r', 'r', 'r', 'r'],
  ),
);
