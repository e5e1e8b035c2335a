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

/**
 * Where a block that sits in a line of text goes (a fact, a phone link, a badge in a heading): at the
 * cursor, a space kept from the words either side. On a blank line, or a line that is a block of its
 * own, it goes on lines of its own like any block.
 */
export function placeInline(state: EditorState, at: number, block: string) {
  const line = state.doc.lineAt(at);
  const text = line.text.trim();
  if (!text || /^<.*>$/.test(text)) return placeBlock(state, at, block);
  const before = at > line.from ? state.doc.sliceString(at - 1, at) : '';
  const after = at < line.to ? state.doc.sliceString(at, at + 1) : '';
  const prefix = /[\w.,:;!?)]/.test(before) ? ' ' : '';
  const suffix = /[\w(]/.test(after) ? ' ' : '';
  const blockFrom = at + prefix.length;
  return { from: at, to: at, insert: `${prefix}${block}${suffix}`, blockFrom, blockTo: blockFrom + block.length };
}
