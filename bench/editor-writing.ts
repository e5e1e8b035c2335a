/**
 * The writing advice in the Text box, timed (issue 59: editor/check/, lib/content/writing/): in
 * Chromium, /admin opens the longest article (by words), a sentence of 25 words is put at its end
 * and, once its check has answered, one more word typed makes it long (over 25 words). For each run:
 * the time from that last key to the long sentence's warning counted (the Problems button's count
 * going up), the check's own time in its worker (`editor-check`, page sent to answer), and the time
 * from each key to the next painted frame, for that key and for a few more typed at a typist's pace
 * as the checks run. At normal speed and with the processor slowed four times (CDP). Needs a build in
 * out/ served on PORT (`PORT=4390 node scripts/serve.mjs`).
 *
 *   npx tsx bench/editor-writing.ts [--runs 10]
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { atBothSpeeds, figures, recordKeyFrames, withArticleOpen } from './editor-session';

const { values: args } = parseArgs({ options: { runs: { type: 'string', default: '10' } } });
const RUNS = Number(args.runs);

/** The longest article, by its words. */
const ARTICLE = fs
  .readdirSync('content/articles')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => {
    const words = fs.readFileSync(`content/articles/${file}`, 'utf8').split(/\s+/).filter(Boolean).length;
    return { slug: file.slice(0, -4), words };
  })
  .sort((a, b) => b.words - a.words)[0]!;

/** 25 words: one more makes the sentence long. */
const SENTENCE =
  'When the radiator in the bedroom stays cold at the top after the heating has been on for an hour there is air inside it';

interface BenchState {
  lastKey: number;
  paints: number[];
  /** The count of findings before the last key, and when it first went above it. */
  before: number;
  marked: number[];
}

/** Records, in the page, each key's time to the next frame, and when the Problems count first passes `before`. */
async function listen(page: Page) {
  await recordKeyFrames(page, 'writingBench', { before: Infinity, marked: [] });
  await page.evaluate(() => {
    const state = (window as unknown as { writingBench: BenchState }).writingBench;
    const button = document.querySelector<HTMLButtonElement>('button[data-action=problems]')!;
    new MutationObserver(() => {
      const count = Number(/\((\d+)\)/.exec(button.textContent ?? '')?.[1] ?? 0);
      if (count > state.before) {
        state.marked.push(performance.now() - state.lastKey);
        state.before = Infinity;
      }
    }).observe(button, { childList: true, characterData: true, subtree: true });
  });
}

const problems = async (page: Page) =>
  Number(/\((\d+)\)/.exec((await page.locator('button[data-action=problems]').textContent()) ?? '')?.[1]);

async function longSentences(page: Page) {
  await page.evaluate(() => {
    const state = (window as unknown as { writingBench: BenchState }).writingBench;
    state.paints = [];
    state.marked = [];
    performance.clearMeasures('editor-check');
  });
  for (let run = 0; run < RUNS; run++) {
    // On the empty line after the text's last paragraph and a blank line: a paragraph of its own.
    await page.keyboard.insertText(`${SENTENCE} `);
    // The 25 words checked: the count the next key is measured from.
    await page.waitForTimeout(1_500);
    const before = await problems(page);
    await page.evaluate((count) => {
      (window as unknown as { writingBench: BenchState }).writingBench.before = count;
    }, before);
    await page.keyboard.press('x');
    await page
      .waitForFunction(
        () => (window as unknown as { writingBench: BenchState }).writingBench.before === Infinity,
        null,
        {
          timeout: 20_000,
        },
      )
      .catch(async (error: unknown) => {
        const state = await page.evaluate(() =>
          JSON.stringify((window as unknown as { writingBench: BenchState }).writingBench),
        );
        console.error(`Run ${run + 1}: the count stayed at ${before} (now ${await problems(page)}) ${state}`);
        throw error;
      });
    // A few more words at a typist's pace (120 ms a key), each key's frame timed while the checks run.
    await page.keyboard.type(' and more', { delay: 120 });
    await page.waitForTimeout(600);
    // The line emptied again, for the next run (Alt-l selects the line, however it wraps).
    await page.keyboard.press('Alt+l');
    await page.keyboard.press('Backspace');
    await page.waitForTimeout(1_000);
  }
  return page.evaluate(() => ({
    ...(window as unknown as { writingBench: BenchState }).writingBench,
    checks: performance.getEntriesByName('editor-check').map((entry) => entry.duration),
  }));
}

const loadAverageAtStart = os.loadavg().map((load) => Number(load.toFixed(2)));
const results = await withArticleOpen(ARTICLE.slug, async (page, text) => {
  // The dictionary arrived and the page checked with it: every later check spells too.
  await page.waitForResponse((response) => response.url().endsWith('.dic'), { timeout: 60_000 }).catch(() => undefined);
  await page.waitForTimeout(3_000);
  await text.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await listen(page);
  return atBothSpeeds(page, async () => {
    const timed = await longSentences(page);
    return {
      lastKeyToWarning: figures(timed.marked),
      checkInWorker: figures(timed.checks),
      keyToNextFrame: figures(timed.paints),
    };
  });
});
const loadAverageAtEnd = os.loadavg().map((load) => Number(load.toFixed(2)));
console.log(
  JSON.stringify({ article: ARTICLE, runs: RUNS, loadAverageAtStart, ...results, loadAverageAtEnd }, null, 2),
);
