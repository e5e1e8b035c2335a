import { parseArgs } from 'node:util';
import fc from 'fast-check';
import { drawnPagesProperty } from './drawn-pages';
import type { DrawnPage } from './page-arbitrary';
import { contentCopy } from './page-verdict';

/*
 * `npm run test:fuzz -- --runs N --seed S`: N pages drawn from what staff can make, each checked as
 * tests/unit/drawn-pages.test.ts checks its fixed few hundred. A failure prints its seed and the
 * smallest page fast-check shrinks it to, with what went wrong.
 */

const { values } = parseArgs({ options: { runs: { type: 'string', default: '1000' }, seed: { type: 'string' } } });
const runs = Number(values.runs);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isInteger(runs) || runs < 1 || !Number.isInteger(seed)) {
  console.error('usage: npm run test:fuzz -- --runs 5000 --seed 42');
  process.exit(2);
}

const content = contentCopy();
const tally = { pages: 0, accepted: 0 };
const started = performance.now();
const result = await fc.check(drawnPagesProperty(content.root, tally), { numRuns: runs, seed });
content.remove();
const seconds = ((performance.now() - started) / 1000).toFixed(1);

if (!result.failed) {
  console.log(
    `${runs} pages drawn with seed ${seed}: every one passed (${tally.accepted} accepted by the check), in ${seconds} s.`,
  );
} else {
  const [page] = (result.counterexample ?? []) as [DrawnPage];
  console.error(
    `Failed after ${result.numRuns} pages, seed ${seed} (replay: --seed ${seed}); path ${result.counterexamplePath}.`,
  );
  console.error(
    `The smallest failing page (shrunk ${result.numShrinks} times), content/${page.collection}/drawn-page.mdx:\n`,
  );
  console.error(page.source);
  console.error(result.errorInstance instanceof Error ? result.errorInstance.stack : String(result.errorInstance));
  process.exitCode = 1;
}
