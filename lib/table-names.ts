import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

const HEADING = /^h[1-6]$/;

/**
 * Names each Markdown table after the heading above it (`aria-labelledby`, by the id rehype-slug gives
 * that heading), so a screen reader's list of tables says what each holds without staff typing any
 * code. The heading is already read just before the table, so a caption repeating it would be said
 * twice. The building blocks' tables are components with captions of their own, never elements
 * here. Runs after rehype-slug (next.config.mjs); a table with no heading above it stays unnamed,
 * which the content check refuses.
 */
export function rehypeTableNames() {
  return (tree: Root) => {
    let heading: string | undefined;
    visit(tree, 'element', (node) => {
      const { id } = node.properties;
      if (HEADING.test(node.tagName) && typeof id === 'string' && id !== '') heading = id;
      else if (node.tagName === 'table' && heading !== undefined) node.properties.ariaLabelledBy = [heading];
    });
  };
}
