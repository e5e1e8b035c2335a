import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

/** The open page's Text box, for what lives outside it (the preview's panel) to move its cursor. */
let open: EditorView | undefined;

/** Keeps the Text box as the open one; returns what forgets it. */
export function textBoxOpened(view: EditorView): () => void {
  open = view;
  return () => {
    if (open === view) open = undefined;
  };
}

/** Puts the Text box's cursor at the start of a line (its own count, from 1), in view and focused. */
export function goToLine(line: number): boolean {
  if (!open) return false;
  const { doc } = open.state;
  const at = doc.line(Math.min(Math.max(line, 1), doc.lines)).from;
  open.dispatch({ selection: EditorSelection.cursor(at), scrollIntoView: true });
  open.focus();
  return true;
}
