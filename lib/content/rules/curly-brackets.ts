import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { shorten } from '../faults';

/**
 * Text in curly brackets is run as code by MDX: `{less}` stops the page being built. A comment is
 * the one harmless kind, so it is allowed.
 */
export const curlyBrackets = lintRule<Root>({ origin: 'content-check:curly-brackets' }, (tree, file) => {
  visit(tree, ['mdxFlowExpression', 'mdxTextExpression'], (node) => {
    if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return;
    if ((node.data?.estree?.body.length ?? 0) === 0) return;
    file.message(
      `"{${shorten(node.value, 40)}}" is in curly brackets, which a page reads as code, so the site cannot be built: remove the { and }, or write \\{ and \\} to show the brackets themselves`,
      node,
    );
  });
});
