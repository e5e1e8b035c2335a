import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';

/**
 * A block between ``` lines shows as code, not as text: a ``` typed by mistake, or never closed, turns
 * the rest of the page into code. Pages have no use for one.
 */
export const codeBlock = lintRule<Root>({ origin: 'content-check:code-block' }, (tree, file) => {
  visit(tree, 'code', (node) => {
    file.message(
      'this line starts a block of code (```), which shows everything after it, up to the next ```, as computer code rather than text: remove the ``` (pages have no use for code blocks)',
      node,
    );
  });
});
