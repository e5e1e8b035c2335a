import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { mdxComponentSchemas } from '@/schemas/components';
import { lineIn } from './raw-text';

/**
 * "< Fact" with a space after the < is text, not a building block. "a < Big" in a sentence is text as
 * meant: only a building block's name is taken for a slip.
 */
export const spacedTag = lintRule<Root>({ origin: 'content-check:spaced-tag' }, (tree, file) => {
  visit(tree, 'text', (node) => {
    for (const match of node.value.matchAll(/<\s+([A-Z][A-Za-z]*)/g)) {
      const name = match[1]!;
      if (!(name in mdxComponentSchemas)) continue;
      file.message(`"< ${name}" has a space after the <, so it would show as text: remove the space, so it reads <${name}`, {
        line: lineIn(node, node.value, match.index)!,
        column: 1,
      });
    }
  });
});
