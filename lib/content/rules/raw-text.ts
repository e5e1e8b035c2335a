import type { Node } from 'unist';
import type { VFile } from 'vfile';

/** A node's text as typed in the file: what a reader would see where markdown did not take. */
export function rawText(node: Node, file: VFile): string {
  const { start, end } = node.position ?? {};
  return start?.offset !== undefined && end?.offset !== undefined ? String(file.value).slice(start.offset, end.offset) : '';
}

/** The line in the file of a place in a text node's value (a text node may run over lines). */
export const lineIn = (node: Node, value: string, index: number) =>
  node.position && node.position.start.line + value.slice(0, index).split('\n').length - 1;

/** A table's rows: each line starts with a "|". */
export const TABLE_ROW = /^\s*\|.*\|\s*$/;
