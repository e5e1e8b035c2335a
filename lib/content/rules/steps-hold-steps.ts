import type { Root, RootContent } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { lineIn } from './raw-text';

const isStep = (node: RootContent) =>
  (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name === 'Step';

/**
 * The line of the first words in a piece of a Steps block that are not a step, or undefined when it
 * holds only steps. The MDX compiler unwraps a paragraph of tags and spaces alone (steps written on
 * lines of their own, with no empty line between them, make one), so such a paragraph is steps.
 */
function strayLine(node: RootContent): number | undefined {
  if (isStep(node)) return undefined;
  if (node.type !== 'paragraph') return node.position?.start.line;
  for (const child of node.children) {
    if (isStep(child)) continue;
    if (child.type !== 'text') return child.position?.start.line;
    const words = child.value.search(/\S/);
    if (words !== -1) return lineIn(child, child.value, words);
  }
  return undefined;
}

/**
 * <Steps> renders a numbered list whose items are its <Step>s: anything else between its tags (a
 * step's words typed over its tags, say) would sit loose in the list, and be invalid HTML. Each such
 * piece is said at its first line.
 */
export const stepsHoldSteps = lintRule<Root>({ origin: 'content-check:steps-hold-steps' }, (tree, file) => {
  visit(tree, 'mdxJsxFlowElement', (node) => {
    if (node.name !== 'Steps') return;
    for (const child of node.children) {
      const line = strayLine(child);
      if (line === undefined) continue;
      file.message(
        '<Steps> may hold only <Step>s, and this line is not one, so the page would show it loose in the numbered list, with no number or title: put the words in a step of their own, like <Step title="Turn the heating off">Let the radiators cool.</Step>, or move them below </Steps> (see "Numbered steps" in EDITING.md)',
        { place: { line, column: 1 }, ancestors: [node, child] },
      );
    }
  });
});
