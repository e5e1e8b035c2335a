import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';

/**
 * A table is named for screen readers after the heading above it (lib/table-names.ts), so a
 * table before the first heading of the text would have no name.
 */
export const tableHeading = lintRule<Root>({ origin: 'content-check:table-heading' }, (tree, file) => {
  let headed = false;
  visit(tree, ['heading', 'table'], (node) => {
    if (node.type === 'heading') headed = true;
    else if (!headed)
      file.message(
        'this table has no heading above it, and a screen reader names a table by the heading before it: put a ## heading above the table that says what it shows, like ## Guide prices',
        node,
      );
  });
});
