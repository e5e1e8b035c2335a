import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { lineIn, rawText } from './raw-text';

/**
 * Bold that is not closed, or has a space inside its **, shows its asterisks. A run of three or more
 * (a row of stars, "*****") is typed to be seen as it is.
 */
export const unclosedBold = lintRule<Root>({ origin: 'content-check:unclosed-bold' }, (tree, file) => {
  visit(tree, 'text', (node) => {
    const bold = /(?<!\*)\*\*(?!\*)/.exec(node.value);
    // Written \*\* (as the block form writes a step's words), the asterisks are meant to be seen.
    if (!bold || !/(?<![*\\])\*\*(?!\*)/.test(rawText(node, file))) return;
    file.message(
      'this paragraph has ** that would show as two asterisks rather than bold text: put ** straight before the first word and straight after the last, with no spaces inside, like **every 12 months**, or remove them',
      { line: lineIn(node, node.value, bold.index)!, column: 1 },
    );
  });
});
