import { VFile } from 'vfile';
import type { Fault } from './faults';
import { componentRules, faultsOf } from './lint-body';
import type { BodyAnalysis } from './mdx-analysis';
import { reportFindings } from './rules/component-rule';

/**
 * The building-block rules on an analysis alone, without the page's tree: EDITING.md's examples are
 * checked so. A page's own check runs them with the other rules (lintBody).
 */
export function checkComponents(file: string, body: Pick<BodyAnalysis, 'components'>, faults: Fault[]): void {
  const vfile = new VFile({ path: file });
  for (const rule of componentRules) reportFindings(rule, body.components, vfile);
  for (const message of vfile.messages) message.fatal = true;
  faults.push(...faultsOf(file, vfile.messages));
}
