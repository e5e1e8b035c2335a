import type { Paragraph, Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { rawText } from './raw-text';

/**
 * The #s of a heading typed with no space after them ("##Heading"), or a non-breaking one from a
 * word processor: the line is a paragraph, showing its #s.
 */
export function lostHeading(node: Paragraph, file: VFile): { marks: string; line: string } | undefined {
  const raw = rawText(node, file);
  const marks = /^(#{1,6})(?:[^\s#]|[\u00a0\u202f])/.exec(raw)?.[1];
  return marks ? { marks, line: raw.split('\n')[0]!.trim() } : undefined;
}

export const lostHeadingRule = lintRule<Root>({ origin: 'content-check:lost-heading' }, (tree, file) => {
  visit(tree, 'paragraph', (node) => {
    const lost = lostHeading(node, file);
    if (!lost) return;
    const { marks, line } = lost;
    const words = line.slice(marks.length).replace(/^[\u00a0\u202f]+/, '');
    file.message(
      /^#+[\u00a0\u202f]/.test(line)
        ? `"${line}" would show as plain text with its # marks, not as a heading, because the space after the #s is a non-breaking space (word processors put them in): delete it and type an ordinary space, like ${marks} ${words}`
        : `"${line}" would show as plain text with its # marks, not as a heading: put a space after the #s, like ${marks} ${words}`,
      node,
    );
  });
});
