import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { rawText, TABLE_ROW } from './raw-text';

/** Lines of | cells with no dividing line under the first are a paragraph of "|" characters, not a table. */
export const tableDivider = lintRule<Root>({ origin: 'content-check:table-divider' }, (tree, file) => {
  visit(tree, 'paragraph', (node) => {
    const lines = rawText(node, file).split('\n');
    if (lines.length < 2 || !lines.every((line) => TABLE_ROW.test(line))) return;
    file.message(
      'this table would show as lines of "|" characters, because its second line is not the dividing line: add a line like | --- | --- | under the first row, with one --- for each column',
      node,
    );
  });
});
