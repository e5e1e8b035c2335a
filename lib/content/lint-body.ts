import type { Root } from 'mdast';
import { unified, type Pluggable } from 'unified';
import { VFile } from 'vfile';
import type { VFileMessage } from 'vfile-message';
import type { Fault } from './faults';
import { codeBlock } from './rules/code-block';
import { componentLintRule, type ComponentRule } from './rules/component-rule';
import { componentProps } from './rules/component-props';
import { curlyBrackets } from './rules/curly-brackets';
import { emptyHeading } from './rules/empty-heading';
import { gasEmergencyLine } from './rules/gas-emergency-line';
import { headingIncrement, headingIncrementMessage } from './rules/heading-increment';
import { htmlTags } from './rules/html-tags';
import { lostHeadingRule } from './rules/lost-heading';
import { mainHeading } from './rules/main-heading';
import { oncePerPage } from './rules/once-per-page';
import { pastedList } from './rules/pasted-list';
import { placeholders } from './rules/placeholders';
import { raggedTable } from './rules/ragged-table';
import { spacedTag } from './rules/spaced-tag';
import { straySettings } from './rules/stray-settings';
import { stepInSteps } from './rules/step-in-steps';
import { stepsHoldSteps } from './rules/steps-hold-steps';
import { tableDivider } from './rules/table-divider';
import { tableHeading } from './rules/table-heading';
import { unclosedBold } from './rules/unclosed-bold';
import { underlineHeading } from './rules/underline-heading';
import { unknownComponent } from './rules/unknown-component';
import { unreadLink } from './rules/unread-link';

/** The rules of a page's building blocks and HTML tags (lib/content/rules/component-rule.ts). */
export const componentRules: readonly ComponentRule[] = [oncePerPage, htmlTags, unknownComponent, componentProps, stepInSteps];

/** The rules of every page's body, each reporting as an error. */
const bodyRules: Pluggable[] = [
  mainHeading,
  ...componentRules.map(componentLintRule),
  curlyBrackets,
  lostHeadingRule,
  emptyHeading,
  underlineHeading,
  codeBlock,
  tableDivider,
  tableHeading,
  pastedList,
  unclosedBold,
  spacedTag,
  unreadLink,
  raggedTable,
  headingIncrement,
  straySettings,
  gasEmergencyLine,
  stepsHoldSteps,
].map((rule) => [rule, ['error']]);

const draftLinter = unified().use(bodyRules).freeze();
const publishedLinter = unified()
  .use([[placeholders, ['error']], ...bodyRules])
  .freeze();

/** Messages from stock rules are said in the check's words, by their source and rule id. */
const WORDING: Record<string, (message: VFileMessage) => string> = {
  'remark-lint:heading-increment': headingIncrementMessage,
};

/** Lint messages as the check's faults, in the order of the lines they are on: the one place they become faults. */
export function faultsOf(file: string, messages: readonly VFileMessage[]): Fault[] {
  return messages
    .map((message) => ({
      file,
      line: message.line ?? undefined,
      column: message.column ?? undefined,
      rule: message.ruleId ?? undefined,
      severity: message.fatal ? ('error' as const) : ('warning' as const),
      message: WORDING[`${message.source}:${message.ruleId}`]?.(message) ?? message.reason,
    }))
    .sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The editor-facing rules over a page's parsed body: markdown that would show as its raw
 * characters, headings that skip a level, building blocks and their settings, and (once the page is
 * to be published) the sample text of a new article. A body that could not be parsed (its fault
 * said by mdxFault) is still read line by line, by the rules that read its text.
 */
export function lintBody(file: string, source: string, tree: Root | undefined, options: { published: boolean }): Fault[] {
  const vfile = new VFile({ path: file, value: source });
  const empty: Root = { type: 'root', children: [] };
  (options.published ? publishedLinter : draftLinter).runSync(tree ?? empty, vfile);
  return faultsOf(file, vfile.messages);
}
