import type { Heading, Root } from 'mdast';
import remarkLintHeadingIncrement from 'remark-lint-heading-increment';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import { underlineOf } from '../mdx-analysis';
import { lostHeading } from './lost-heading';

/** A heading as the stock rule is shown it, with the heading read just before it (none for the first). */
type Ranked = Heading & { data?: { previous?: number } };

/**
 * The page's headings as a reader meets them: the title first (the page's one level-1 heading), then
 * each heading of the body, a "##Heading" typed without its space counted as the heading meant (but
 * not reported: it has its own message), and a line of text underlined with --- left out (a dividing
 * line was meant). The stock rule ranks what it is shown, and places nothing without a position.
 */
function headingsAsRead(tree: Root, file: VFile): Root {
  const lines = String(file.value).split('\n');
  const headings: Ranked[] = [{ type: 'heading', depth: 1, children: [] }];
  const add = (heading: Ranked) => headings.push({ ...heading, data: { previous: headings.length > 1 ? headings.at(-1)!.depth : undefined } });
  visit(tree, (node) => {
    if (node.type === 'heading' && !underlineOf(node, lines)) add({ type: 'heading', depth: node.depth, children: [], position: node.position });
    const lost = node.type === 'paragraph' ? lostHeading(node, file) : undefined;
    if (lost) add({ type: 'heading', depth: lost.marks.length as Heading['depth'], children: [] });
  });
  return { type: 'root', children: headings };
}

const stock = unified().use(remarkLintHeadingIncrement, ['error']).freeze();

/** remark-lint's heading-increment, over the headings as a reader meets them: a level skipped is reported. */
export function headingIncrement() {
  return (tree: Root, file: VFile) => void stock.runSync(headingsAsRead(tree, file), file);
}

const HASHES = (depth: number) => '#'.repeat(depth);

/** The stock rule's report in words, from the heading it places and the one it ranks it under. */
export function headingIncrementMessage(message: VFileMessage): string {
  const { depth, data } = message.ancestors?.at(-1) as Ranked;
  const parent = ((message.cause as VFileMessage | undefined)?.ancestors?.at(-1) as Heading | undefined)?.depth ?? 1;
  const previous = data?.previous;
  const fix = `start it with "${HASHES(parent + 1)}"`;
  if (previous === undefined) {
    return `the first heading starts with "${HASHES(depth)}", but the page's headings start at "##" (the title is the only "#"): ${fix}`;
  }
  if (previous === parent) {
    return `this heading starts with "${HASHES(depth)}" straight after a "${HASHES(previous)}" heading, so it skips a level, which screen readers rely on: ${fix}`;
  }
  if (parent === 1) {
    return `this heading starts with "${HASHES(depth)}", but no "##" heading comes before it (the title is the only "#"): ${fix}`;
  }
  return `this heading starts with "${HASHES(depth)}" under a "${HASHES(parent)}" heading, with no "${HASHES(parent + 1)}" between them, so it skips a level, which screen readers rely on: ${fix}`;
}
