import { slug } from 'github-slugger';
import type { Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import { lintRule } from 'unified-lint-rule';
import { visit } from 'unist-util-visit';
import { underlineOf } from '../mdx-analysis';

/** A heading with nothing after its #s: an empty heading, and an empty entry in "On this page". */
export const emptyHeading = lintRule<Root>({ origin: 'content-check:empty-heading' }, (tree, file) => {
  const lines = String(file.value).split('\n');
  visit(tree, 'heading', (node) => {
    const text = toString(node).trim();
    // Its address (#…) is made of its letters and figures: a heading of only marks or emoji has none.
    if (underlineOf(node, lines) || slug(text)) return;
    file.message(
      text
        ? `this heading has only ${text} in it, no letters or figures, so links and "On this page" cannot point to it: write words in it`
        : `this heading has nothing after its "${'#'.repeat(node.depth)}", so it would be an empty heading and an empty entry in "On this page": write the heading, or delete the line`,
      node,
    );
  });
});
