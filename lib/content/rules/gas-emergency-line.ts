import type { Nodes, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import type { MdxComponentName } from '@/schemas/components';
import { lineIn } from './raw-text';

const BLOCK = 'GasEmergencyLine' satisfies MdxComponentName;

/** The line named in words: "the national gas emergency line", "the gas emergency service", "National Gas Emergency Service". */
const NAMED =
  /\b(?:the\s+)?(?:national\s+gas\s+emergency(?:\s+(?:line|service|number))?|gas\s+emergency\s+(?:line|service|number|helpline))\b/i;

const holdsBlock = (node: Nodes) => {
  let found = false;
  visit(node, 'mdxJsxTextElement', (element) => {
    if (element.name === BLOCK) found = true;
  });
  return found;
};

/** The line of the first text node naming the line, or the paragraph's own when the words run across bold or a link. */
function lineOfMention(node: Nodes): number | undefined {
  let line: number | undefined;
  visit(node, 'text', (text) => {
    const mention = NAMED.exec(text.value);
    if (line === undefined && mention) line = lineIn(text, text.value, mention.index);
  });
  return line ?? node.position?.start.line;
}

/**
 * A safety instruction to call the gas emergency line must give its number, as a link a phone can
 * dial (DECISIONS.md): a frightened reader should not have to search for it. The building block
 * writes both from content/site.yaml, so a paragraph, heading or table cell that names the line
 * holds the block too.
 */
export const gasEmergencyLine = lintRule<Root>({ origin: 'content-check:gas-emergency-line' }, (tree, file) => {
  visit(tree, ['paragraph', 'heading', 'tableCell'], (node) => {
    const mention = NAMED.exec(toString(node));
    if (!mention || holdsBlock(node)) return;
    file.message(
      `"${mention[0].replace(/\s+/g, ' ')}" is named here without its number as a link to tap: write <GasEmergencyLine /> in place of those words, like "call <GasEmergencyLine /> straight away" (it shows the line's name and its number, from content/site.yaml)`,
      { line: lineOfMention(node) ?? 1, column: 1 },
    );
  });
});
