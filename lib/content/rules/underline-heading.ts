import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { underlineOf } from '../mdx-analysis';

/** A line of --- or === under a line of text makes it a heading: a dividing line is usually what was meant. */
export const underlineHeading = lintRule<Root>({ origin: 'content-check:underline-heading' }, (tree, file) => {
  const lines = String(file.value).split('\n');
  visit(tree, 'heading', (node) => {
    const underline = underlineOf(node, lines);
    if (!underline) return;
    file.message(
      `the line of "${underline}" under the line above turns that text into a heading: remove it, or, for a dividing line, leave an empty line above it`,
      { line: node.position!.end.line, column: 1 },
    );
  });
});
