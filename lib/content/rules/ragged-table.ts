import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';

/** A table row with more or fewer cells than the table has columns: its text would sit under the wrong headings. */
export const raggedTable = lintRule<Root>({ origin: 'content-check:ragged-table' }, (tree, file) => {
  visit(tree, 'table', (node) => {
    const [head, ...rows] = node.children;
    const columns = head?.children.length ?? 0;
    for (const row of rows) {
      const cells = row.children.length;
      if (cells === columns) continue;
      file.message(
        cells < columns
          ? `this table row has ${cells} ${cells === 1 ? 'cell' : 'cells'} but the table has ${columns} columns, so its text would sit under the wrong headings: add the missing ${columns - cells === 1 ? 'cell' : 'cells'} (an empty cell is written | |)`
          : `this table row has ${cells} cells but the table has ${columns} columns, so the last ${cells - columns === 1 ? 'cell' : `${cells - columns} cells`} would be left out: remove the extra "|", or write a | that belongs in the text as \\|`,
        row,
      );
    }
  });
});
