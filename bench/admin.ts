/**
 * How soon /admin is of use, timed cold (a fresh browser profile each run) at full speed and with the
 * processor slowed 4× (CDP): the Login button; the collection list, Login pressed as soon as it shows;
 * an article's Text box opened from its address, logged in; and the first two with the editor's own
 * scripts (`editor-*.js`) left out, the floor that Decap alone sets. Serves out/ (`npm run build` first)
 * and the local editor's server on a copy of the content.
 *
 *   npm run bench:admin -- [--runs 3] [--port 4403] [--out out] [--results NAME]
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { forwardEditor, startEditorBackend, type EditorBackend } from '@/tests/e2e/editor-backend';
import { serveExport } from './serve-export';
import { chromiumVersion, launchBrowser } from './slow-phone';
import { browserRun, browserRunLines, loadAtStart, markdownTable, median, root, writeResults } from './util';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4403' },
    out: { type: 'string', default: 'out' },
    results: { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});
if (args.help) {
  console.log('npm run bench:admin -- [--runs 3] [--port 4403] [--out out] [--results NAME]');
  process.exit(0);
}
const runs = Number(args.runs);
const out = path.resolve(root, args.out);
const resultsDir = path.join(root, 'bench', 'results', ...(args.results ? [args.results] : []));

/** The article opened from its address: the servicing guide, as issue 60 timed it. */
const ARTICLE = 'annual-servicing-guide';
/** The editor's own scripts, whatever the build splits them into (build/editor/bundle.ts). */
const EDITOR_SCRIPTS = /\/admin\/editor-[^/]*\.js$/;
const SPEEDS = [1, 4] as const;

type Measure = 'login' | 'collections' | 'textBox' | 'loginFloor' | 'collectionsFloor';
const MEASURES: Record<Measure, string> = {
  login: 'Login button',
  collections: 'Collection list (Login pressed at once)',
  textBox: `Text box of ${ARTICLE}, from its address`,
  loginFloor: 'Login button, editor scripts left out (floor)',
  collectionsFloor: 'Collection list, editor scripts left out (floor)',
};

interface Row {
  measure: Measure;
  slowdown: number;
  ms: number[];
}

/** A page in a fresh profile (no cache), the processor slowed `slowdown` times, the local editor answering. */
async function coldPage(
  browser: Browser,
  backend: EditorBackend,
  origin: string,
  slowdown: number,
  storageState?: string,
) {
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1280, height: 900 }, storageState });
  const page = await context.newPage();
  await forwardEditor(page, backend);
  if (slowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  }
  return { context, page };
}

/** Closes the page's profile, the local editor's answers still on their way dropped. */
async function close(page: Page) {
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await page.context().close();
}

const since = (started: number) => Math.round(performance.now() - started);
const loginButton = (page: Page) => page.getByRole('button', { name: 'Login', exact: true });
const collections = (page: Page) => page.getByRole('heading', { name: 'Collections' });

/** From the address entered to the Login button shown, then to the collection list. */
async function openAndLogIn(page: Page): Promise<{ login: number; collections: number }> {
  const started = performance.now();
  await page.goto('/admin/', { waitUntil: 'commit' });
  await loginButton(page).waitFor({ timeout: 120_000 });
  const login = since(started);
  await loginButton(page).click();
  await collections(page).waitFor({ timeout: 120_000 });
  return { login, collections: since(started) };
}

/** The browser's storage once logged in, for opening an entry from its address with an empty cache. */
async function loggedIn(browser: Browser, backend: EditorBackend, origin: string): Promise<string> {
  const { context, page } = await coldPage(browser, backend, origin, 1);
  await openAndLogIn(page);
  const file = path.join(os.tmpdir(), `bench-admin-storage-${process.pid}.json`);
  await context.storageState({ path: file });
  await close(page);
  return file;
}

async function measureRun(browser: Browser, backend: EditorBackend, origin: string, slowdown: number, storage: string) {
  const found: Partial<Record<Measure, number>> = {};
  for (const floor of [false, true]) {
    const { page } = await coldPage(browser, backend, origin, slowdown);
    if (floor) await page.route(EDITOR_SCRIPTS, (route) => route.abort());
    const { login, collections: list } = await openAndLogIn(page);
    found[floor ? 'loginFloor' : 'login'] = login;
    found[floor ? 'collectionsFloor' : 'collections'] = list;
    await close(page);
  }
  const { page } = await coldPage(browser, backend, origin, slowdown, storage);
  const started = performance.now();
  await page.goto(`/admin/#/collections/articles/entries/${ARTICLE}`, { waitUntil: 'commit' });
  await page.getByRole('textbox', { name: 'Text', exact: true }).waitFor({ timeout: 120_000 });
  found.textBox = since(started);
  await close(page);
  return found;
}

function table(rows: Row[]): string {
  return markdownTable(
    ['Measure', 'Processor', 'Median (ms)', 'Runs (ms)'],
    rows.map((row) => [MEASURES[row.measure], `${row.slowdown}×`, String(median(row.ms)), row.ms.join(', ')]),
    ['l', 'l', 'r', 'r'],
  );
}

/** The Login button within 10 % of the floor, at each speed. */
function targetLines(rows: Row[]): string[] {
  return SPEEDS.map((slowdown) => {
    const of = (measure: Measure) =>
      median(rows.find((row) => row.measure === measure && row.slowdown === slowdown)!.ms);
    const over = of('login') / of('loginFloor') - 1;
    return `- ${slowdown}×: the Login button ${Math.round(over * 100)} % over the floor (target at most 10 %): ${over <= 0.1 ? 'met' : 'missed'}.`;
  });
}

async function main() {
  const server = await serveExport(out, args.port);
  const backend = await startEditorBackend();
  const started = Date.now();
  const loadBefore = loadAtStart();
  const rows: Row[] = SPEEDS.flatMap((slowdown) =>
    (Object.keys(MEASURES) as Measure[]).map((measure) => ({ measure, slowdown, ms: [] as number[] })),
  );
  const browser = await launchBrowser();
  try {
    const storage = await loggedIn(browser, backend, server.origin);
    for (const slowdown of SPEEDS)
      for (let run = 0; run < runs; run++) {
        const found = await measureRun(browser, backend, server.origin, slowdown, storage);
        for (const row of rows.filter((row) => row.slowdown === slowdown)) row.ms.push(found[row.measure]!);
        console.log(`${slowdown}× run ${run + 1}: ${JSON.stringify(found)}`);
      }
  } finally {
    await browser.close();
    await backend.stop();
    server.stop();
  }
  const meta = { ...browserRun(out, chromiumVersion(), started, loadBefore), runs };
  const markdown = [
    ...browserRunLines(meta),
    '',
    `### /admin, cold (${runs} runs each, a fresh browser profile each run)`,
    '',
    "From the address entered to the thing shown, at 1280×900; the processor at full speed and slowed 4× (CDP). The collection list: Login pressed as soon as it shows, on the local editor's server. The floor: the same with the editor's own scripts (`editor-*.js`) refused, what Decap alone costs.",
    '',
    table(rows),
    '',
    ...targetLines(rows),
  ].join('\n');
  writeResults(resultsDir, 'admin', { ...meta, rows }, markdown, meta.minutes);
}

await main();
