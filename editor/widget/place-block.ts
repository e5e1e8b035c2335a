import type { EditorState } from '@codemirror/state';

/**
 * Where a new block goes, in the house style: on lines of its own with a blank line before and after,
 * at the cursor's line (a block in the middle of a sentence would split it into two paragraphs).
 */
export function placeBlock(state: EditorState, at: number, block: string) {
  const { doc, lineBreak } = state;
  const line = doc.lineAt(at);
  const before = doc.sliceString(line.from, at);
  const after = doc.sliceString(at, line.to);
  // Spaces alone before the cursor would indent the block, and indented it would read as code.
  const from = before.trim() ? at : line.from;
  const previous = before.trim() ? before : line.number > 1 ? doc.line(line.number - 1).text : '';
  const next = after.trim() ? after : line.number < doc.lines ? doc.line(line.number + 1).text : '';
  const prefix = before.trim() ? lineBreak.repeat(2) : previous.trim() ? lineBreak : '';
  const suffix = after.trim() ? lineBreak.repeat(2) : next.trim() ? lineBreak : '';
  const insert = `${prefix}${block}${suffix}`;
  const blockFrom = from + prefix.length;
  return { from, to: before.trim() ? at : Math.max(at, from), insert, blockFrom, blockTo: blockFrom + block.length };
}
