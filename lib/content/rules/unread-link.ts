import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { lineIn } from './raw-text';

/**
 * `![alt](address)` or `[text](address)` left as text: the address had a space, a bracket was lost,
 * or a space came between "]" and "(" (`[guide] (/knowledge-centre/…)`).
 */
const UNREAD_LINK = /(!?)\[[^\]\n]*\][ \t]*\((?:\/|https?:)[^)\n]*\)|(!?)\[[^\]\n]*\]\([^)\n]*\)/g;

function unreadLinkMessage(text: string, kind: 'picture' | 'link'): string {
  if (/\][ \t]+\(/.test(text)) {
    return `${text} would show as plain text, not as a ${kind}, because of the space between "]" and "(": remove the space`;
  }
  const address = /\(([^)]*)\)$/.exec(text)?.[1] ?? '';
  if (/\s/.test(address)) {
    return (
      `${kind === 'picture' ? 'the picture' : 'the link'} ${text} would show as plain text, because its address has a space: ` +
      (kind === 'picture'
        ? 'rename the file with hyphens instead of spaces (like IMG-2041.jpg) and change the address to match'
        : 'remove the space from the address')
    );
  }
  return (
    `${text} would show as plain text, not as a ${kind}: write it exactly as ` +
    (kind === 'picture' ? '![What the picture shows](/images/file-name.jpg)' : '[the words to click](/page-address)')
  );
}

export const unreadLink = lintRule<Root>({ origin: 'content-check:unread-link' }, (tree, file) => {
  visit(tree, 'text', (node) => {
    for (const match of node.value.matchAll(UNREAD_LINK)) {
      const kind = match[1] || match[2] ? 'picture' : 'link';
      file.message(unreadLinkMessage(match[0], kind), { line: lineIn(node, node.value, match.index)!, column: 1 });
    }
  });
});
