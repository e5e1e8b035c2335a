import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { underlineOf } from '../mdx-analysis';

/** The page's title is its one main heading, so a "# " heading in the body would be a second. */
export const mainHeading = lintRule<Root>({ origin: 'content-check:main-heading' }, (tree, file) => {
  const lines = String(file.value).split('\n');
  visit(tree, 'heading', (node) => {
    if (node.depth !== 1 || underlineOf(node, lines) || !toString(node).trim()) return;
    file.message('a heading starting with a single "# " would be a second main heading (the title is the first): start it with "## "', node);
  });
});
