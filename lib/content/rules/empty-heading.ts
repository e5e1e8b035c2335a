import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { underlineOf } from '../mdx-analysis';

/** A heading with nothing after its #s: an empty heading, and an empty entry in "On this page". */
export const emptyHeading = lintRule<Root>({ origin: 'content-check:empty-heading' }, (tree, file) => {
  const lines = String(file.value).split('\n');
  visit(tree, 'heading', (node) => {
    if (underlineOf(node, lines) || toString(node).trim()) return;
    file.message(
      `this heading has nothing after its "${'#'.repeat(node.depth)}", so it would be an empty heading and an empty entry in "On this page": write the heading, or delete the line`,
      node,
    );
  });
});
