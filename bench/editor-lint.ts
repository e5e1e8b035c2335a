/**
 * The content check in the Text box, timed (editor/check/, editor/widget/findings-lint.ts): in
 * Chromium, /admin opens the longest article, a sentence at its end is broken by one key (a { that
 * the text never closes) and put right by the next. For each: the time from the key to its finding's mark shown (or
 * gone), the check's own time in its worker (the `editor-check` measure, page sent to answer), and
 * every key's time to the next painted frame. At normal speed and with the processor slowed four times
 * (CDP). Needs a build in out/ served on PORT (`PORT=4390 node scripts/serve.mjs`).
 *
 *   npx tsx bench/editor-lint.ts [--runs 20] [--frames-only]
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import type { Page } from '@playwright/test';
import { atBothSpeeds, figures, recordKeyFrames, withArticleOpen } from './editor-session';

const { values: args } = parseArgs({
  options: { runs: { type: 'string', default: '20' }, 'frames-only': { type: 'boolean', default: false } },
});
const RUNS = Number(args.runs);
/** Keys at the same pace without waiting for marks: for an editor without the check, to compare frames. */
const FRAMES_ONLY = args['frames-only'];

/** The longest article, by its file's size. */
const ARTICLE = fs
  .readdirSync('content/articles')
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({ slug: file.slice(0, -4), bytes: fs.statSync(`content/articles/${file}`).size }))
  .sort((a, b) => b.bytes - a.bytes)[0]!;

/** Records, in the page, each key's time to the next frame, and when the error mark comes and goes. */
async function listen(page: Page) {
  await recordKeyFrames(page, 'lintBench', { marked: [], cleared: [] });
  await page.evaluate(() => {
    const state = (window as unknown as { lintBench: { lastKey: number; marked: number[]; cleared: number[] } })
      .lintBench;
    let shown = false;
    new MutationObserver(() => {
      const now = document.querySelector('.cm-lint-marker-error') !== null;
      if (now === shown) return;
      shown = now;
      (now ? state.marked : state.cleared).push(performance.now() - state.lastKey);
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
}

/** RUNS times: a key that breaks the sentence, then the key that puts it right. */
async function breakAndFix(page: Page) {
  await page.evaluate(() => {
    const state = (window as unknown as { lintBench: { paints: number[]; marked: number[]; cleared: number[] } })
      .lintBench;
    state.paints = [];
    state.marked = [];
    state.cleared = [];
    performance.clearMeasures('editor-check');
  });
  for (let run = 0; run < RUNS; run++) {
    await page.keyboard.press('{');
    if (FRAMES_ONLY) await page.waitForTimeout(300);
    else await page.locator('.cm-lint-marker-error').waitFor();
    await page.waitForTimeout(300);
    await page.keyboard.press('Backspace');
    if (FRAMES_ONLY) await page.waitForTimeout(300);
    else await page.locator('.cm-lint-marker-error').waitFor({ state: 'detached' });
    await page.waitForTimeout(300);
  }
  return page.evaluate(() => ({
    ...(window as unknown as { lintBench: { paints: number[]; marked: number[]; cleared: number[] } }).lintBench,
    checks: performance.getEntriesByName('editor-check').map((entry) => entry.duration),
  }));
}

const results = await withArticleOpen(ARTICLE.slug, async (page, text) => {
  await text.focus();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type('\nBleed each radiator once a year ');
  // Checked, with no error (the page's writing advice, warnings, stays counted in Problems).
  if (!FRAMES_ONLY) {
    await page.waitForFunction(() => performance.getEntriesByName('editor-check').length > 0);
    await page.locator('.cm-lint-marker-error').waitFor({ state: 'detached' });
  }
  await listen(page);
  return atBothSpeeds(page, async () => {
    const timed = await breakAndFix(page);
    return {
      keyToMark: figures(timed.marked),
      keyToMarkGone: figures(timed.cleared),
      checkInWorker: figures(timed.checks),
      keyToNextFrame: figures(timed.paints),
    };
  });
});
console.log(JSON.stringify({ article: ARTICLE, runs: RUNS, ...results }, null, 2));
