/**
 * What the editor's benchmarks in Chromium (bench/editor-lint.ts, bench/editor-writing.ts) share
 * around their own timing: the figures of a list of times, an article opened in /admin on the local
 * editor's server, logged in, and each timing done at normal speed and with the processor slowed 4×.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { chromiumArgs } from '@/tests/support/chromium';
import { forwardEditor, startEditorBackend } from '@/tests/e2e/editor-backend';

const percentile = (values: readonly number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

/** Median, 90th percentile and worst of some times in ms, to a tenth; null for none. */
export const figures = (values: readonly number[]) =>
  values.length === 0
    ? null
    : {
        median: Number(percentile(values, 50).toFixed(1)),
        p90: Number(percentile(values, 90).toFixed(1)),
        worst: Number(Math.max(...values).toFixed(1)),
        count: values.length,
      };

/** The export served at PORT (`PORT=4390 node scripts/serve.mjs`), as the benchmarks' own usage says. */
const base = `http://127.0.0.1:${process.env.PORT ?? '4390'}`;

/** Opens the article in /admin, logged in on the local editor's server, and hands over its Text box; closes all after. */
export async function withArticleOpen<T>(slug: string, work: (page: Page, text: Locator) => Promise<T>): Promise<T> {
  const backend = await startEditorBackend();
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: chromiumArgs });
  try {
    const page = await browser.newPage({ baseURL: base, viewport: { width: 1600, height: 1000 } });
    await forwardEditor(page, backend);
    await page.goto('/admin/');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByRole('heading', { name: 'Collections' }).waitFor();
    await page.goto(`/admin/#/collections/articles/entries/${slug}`);
    const text = page.getByRole('textbox', { name: 'Text', exact: true });
    await text.waitFor({ timeout: 60_000 });
    return await work(page, text);
  } finally {
    await browser.close();
    await backend.stop();
  }
}

/** A timing at normal speed, then with the processor slowed 4× (CDP), as `normal` and `slowed4x`. */
export async function atBothSpeeds<T>(page: Page, time: () => Promise<T>): Promise<{ normal: T; slowed4x: T }> {
  const cdp = await page.context().newCDPSession(page);
  const normal = await time();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const slowed4x = await time();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  return { normal, slowed4x };
}

/**
 * Records, in the page, under `window[name]`, each key's time to the next painted frame (`paints`) and
 * the last key's time (`lastKey`), beside what the benchmark keeps there itself (`more`).
 */
export async function recordKeyFrames(page: Page, name: string, more: Record<string, unknown>): Promise<void> {
  await page.evaluate(
    ({ name, more }) => {
      const state = { lastKey: 0, paints: [] as number[], ...more };
      (window as unknown as Record<string, typeof state>)[name] = state;
      document.addEventListener(
        'keydown',
        (event) => {
          state.lastKey = event.timeStamp;
          requestAnimationFrame(() => {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => state.paints.push(performance.now() - event.timeStamp);
            channel.port2.postMessage(0);
          });
        },
        true,
      );
    },
    { name, more },
  );
}
