/**
 * The web editor's preview, timed (editor/preview/): in Chromium, /admin opens the longest article and
 * a letter is typed into its text, one at a time; for each, the time from the text read to the page
 * painted (compile and render, the `editor-preview` measure) and from the key pressed to the page
 * painted. At normal speed and with the processor slowed four times (CDP). Also what /admin downloads
 * to show the article, by file (gzip), and how a mistake in the text shows. Needs a build in out/
 * served on PORT (`PORT=4390 node scripts/serve.mjs`).
 *
 *   npx tsx bench/editor-preview.ts [--keys 40]
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import zlib from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '@/tests/support/chromium';
import { forwardEditor, LOCAL_BACKEND, startEditorBackend } from '@/tests/e2e/editor-backend';

const { values: args } = parseArgs({ options: { keys: { type: 'string', default: '40' } } });
const KEYS = Number(args.keys);
const ARTICLE = 'heat-pump-vs-boiler-costs';
const base = `http://127.0.0.1:${process.env.PORT ?? '4390'}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};
const summary = (values: number[]) =>
  `median ${percentile(values, 50).toFixed(1)} ms, 95th percentile ${percentile(values, 95).toFixed(1)} ms (${values.length} keys)`;

/** Types KEYS letters at the end of the body's first paragraph, each after the last one's page has painted. */
async function typeAndTime(page: Page) {
  const compileRender: number[] = [];
  const keyToPaint: number[] = [];
  for (let index = 0; index < KEYS; index++) {
    const before = await page.evaluate(() => performance.getEntriesByName('editor-preview').length);
    const pressed = await page.evaluate(() => performance.now());
    await page.keyboard.press('x');
    await page.waitForFunction((count) => performance.getEntriesByName('editor-preview').length > count, before);
    const entry = await page.evaluate(() => performance.getEntriesByName('editor-preview').at(-1)!.toJSON());
    compileRender.push(entry.duration);
    keyToPaint.push(entry.startTime + entry.duration - pressed);
    // The content check's rules, when the browser is idle, are not part of the figure.
    await page.waitForTimeout(250);
  }
  return { compileRender, keyToPaint };
}

const backend = await startEditorBackend();
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs });
try {
  const page = await browser.newPage({ baseURL: base, viewport: { width: 1600, height: 1000 } });
  await forwardEditor(page, backend);
  const fetched: string[] = [];
  page.on('requestfinished', (request) => fetched.push(request.url()));
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.getByRole('heading', { name: 'Collections' }).waitFor();
  await page.goto(`/admin/#/collections/articles/entries/${ARTICLE}`);
  const frame = page.frameLocator('#preview-pane');
  await frame.locator('h1').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2000);

  // What /admin downloads: the site's own files, gzip, by file (the local editor's server's answers aside).
  const own = [...new Set(fetched)].filter((url) => url.startsWith(base));
  let total = 0;
  console.log(
    `\n/admin, to show ${ARTICLE} (${own.length} files; ${fetched.filter((url) => url.startsWith(LOCAL_BACKEND)).length} calls to the local editor's server):`,
  );
  for (const url of own) {
    const { pathname } = new URL(url);
    const file = path.join('out', pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    const bytes = fs.existsSync(file) ? zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length : 0;
    total += bytes;
    console.log(`  ${pathname}  ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log(`  total ${(total / 1024).toFixed(1)} KB gzip`);

  // The end of the body's first paragraph.
  await page.locator('[contenteditable]').getByText('When your heating needs replacing').click();
  await page.keyboard.press('End');
  const normal = await typeAndTime(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slow = await typeAndTime(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  console.log(`\nCompile and render, normal processor: ${summary(normal.compileRender)}`);
  console.log(`Key to painted page, normal processor: ${summary(normal.keyToPaint)}`);
  console.log(`Compile and render, processor slowed 4×: ${summary(slow.compileRender)}`);
  console.log(`Key to painted page, processor slowed 4×: ${summary(slow.keyToPaint)}`);

  // A mistake: an opening tag left unclosed, then a building block the site does not have.
  await page.keyboard.type(' <Callout type="tip">');
  await frame.getByRole('alert').waitFor();
  console.log(`\nUnclosed tag: ${await frame.getByRole('alert').innerText()}`);
  console.log(`  the page under it: ${await frame.locator('h1').innerText()}`);
  await page.screenshot({ path: 'bench/results/tmp/editor-preview-unclosed.png' });
  for (let index = 0; index < ' <Callout type="tip">'.length; index++) await page.keyboard.press('Backspace');
  await page.keyboard.type(' <Calout />');
  await page.waitForTimeout(1500);
  console.log(`\nUnknown block: ${await frame.getByRole('alert').innerText()}`);
  await page.screenshot({ path: 'bench/results/tmp/editor-preview-unknown.png' });
} finally {
  await browser.close();
  await backend.stop();
}
