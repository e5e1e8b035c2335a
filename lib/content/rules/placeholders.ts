import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { placeholderHeadings, placeholderLines } from '../article-template';
import { blockPlaceholders } from '../block-placeholders';

/**
 * A page about to be published must not keep the sample text or headings of `npm run new:article`, nor
 * the words a block inserted in the web editor starts with.
 */
export const placeholders = lintRule<Root>({ origin: 'content-check:placeholders' }, (_, file) => {
  const lines = String(file.value)
    .split('\n')
    .map((line) => line.trim());
  const left = [
    ...[...placeholderLines, ...Object.values(blockPlaceholders)].map((placeholder) => ({ placeholder, what: 'text' })),
    ...placeholderHeadings.map((placeholder) => ({ placeholder, what: 'heading' })),
  ]
    .map((sample) => ({ ...sample, at: lines.indexOf(sample.placeholder) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at);
  for (const { placeholder, what, at } of left) {
    file.message(
      `this page is set to be published ("draft: false") but still has the sample ${what} "${placeholder}": replace it with your own words`,
      { line: at + 1, column: 1 },
    );
  }
});
