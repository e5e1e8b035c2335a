import type { Root } from 'mdast';
import { lintRule } from 'unified-lint-rule';
import type { VFile } from 'vfile';
import { componentNodes, type ComponentUse, type JsxElement } from '../component-use';

/** Where EDITING.md lists the building blocks and their settings. */
export const GUIDE = 'the "Building blocks" section of EDITING.md';

/** What a building-block rule says of one use: at the use, or at a line inside it (a row of its list). */
export interface ComponentFinding {
  use: ComponentUse;
  message: string;
  place?: { line: number; column: number };
}

/**
 * A rule over a page's building blocks and HTML tags as analyseMdx reads them (name, settings as
 * data), so it checks a parsed page and an analysis alone (EDITING.md's examples) alike.
 */
export interface ComponentRule {
  origin: string;
  check: (uses: readonly ComponentUse[]) => ComponentFinding[];
}

/** Reports a rule's findings on `file`, each at its node when the use was read from a tree. */
export function reportFindings(rule: ComponentRule, uses: readonly ComponentUse[], file: VFile, nodes?: Map<ComponentUse, JsxElement>): void {
  const [source, ruleId] = rule.origin.split(':');
  for (const { use, message, place } of rule.check(uses)) {
    const node = nodes?.get(use);
    const where = place ?? node?.position ?? (use.line === undefined ? undefined : { line: use.line, column: 1 });
    file.message(message, { place: where, ancestors: node && [node], source, ruleId });
  }
}

/** A building-block rule as a unified lint rule over the page's tree. */
export const componentLintRule = (rule: ComponentRule) =>
  lintRule<Root>({ origin: rule.origin }, (tree, file) => {
    const found = componentNodes(tree);
    reportFindings(
      rule,
      found.map(({ use }) => use),
      file,
      new Map(found.map(({ use, node }) => [use, node])),
    );
  });
