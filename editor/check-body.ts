import type { Root } from 'mdast';
import type { Fault } from '@/lib/content/faults';
import { lintBody } from '@/lib/content/lint-body';
import { parseMdx } from '@/lib/content/mdx-analysis';
import { mdxFault } from '@/lib/content/mdx-errors';

/**
 * The content check's own findings on the text of a page, as the editor has it (the body alone, so
 * each line is the line the text box numbers): whether it compiles, then the rules over its blocks
 * and Markdown. The same code the pull request's check runs (lib/content/raw-entries.ts), which
 * stays the final gate.
 */
export function checkBody(body: string, { published }: { published: boolean }): Fault[] {
  const faults: Fault[] = [];
  let tree: Root | undefined;
  try {
    tree = parseMdx(body);
  } catch (error) {
    faults.push(mdxFault(TEXT, error, body));
  }
  faults.push(...lintBody(TEXT, body, tree, { published }));
  return faults;
}

/** What a fault's file is called in the editor, where the text is a box of its own. */
export const TEXT = 'Text';

/** A fault as one sentence for staff: "Line 12 of the text: …". */
export function faultWords(fault: Fault): string {
  return fault.line ? `Line ${fault.line} of the text: ${fault.message}` : fault.message;
}
