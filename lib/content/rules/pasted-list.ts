import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { rawText, TABLE_ROW } from './raw-text';

/**
 * A list pasted from a word processor keeps its bullets (•), and a table from a spreadsheet its tabs:
 * both are one run-on paragraph here. Each is said at its first line.
 */
export const pastedList = lintRule<Root>({ origin: 'content-check:pasted-list' }, (tree, file) => {
  visit(tree, 'paragraph', (node) => {
    const start = node.position?.start;
    if (!start) return;
    const lines = rawText(node, file).split('\n');
    const bullet = lines.findIndex((line) => /^\s*[•·▪◦●‣]/.test(line));
    if (bullet !== -1) {
      file.message(
        `this line starts with "${lines[bullet]!.trim()[0]}", as a list pasted from a word processor does, so the list would show as one run-on paragraph: start each item on a line of its own with "- " (a dash and a space) instead`,
        { line: start.line + bullet, column: 1 },
      );
    }
    const tabbed = lines.findIndex((line) => /\S\t+\S.*\t/.test(line));
    if (tabbed !== -1 && !lines.every((line) => TABLE_ROW.test(line))) {
      file.message(
        'this line has tabs between its words, as a table copied from a spreadsheet does, so it would show as one run-on paragraph: write the table with | between the cells (see "Tables" under "Writing the text" in EDITING.md)',
        { line: start.line + tabbed, column: 1 },
      );
    }
  });
});
