import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// The axe-core that @axe-core/playwright itself runs, found beside it rather than hoisted.
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Check {
  /** A selector: only this part of the page is analysed. */
  include?: string;
  /** The rules to run (by default, every rule of WCAG 2.2 A and AA). */
  rules?: string[];
}

type Violations = { id: string; targets: string[] }[];

/**
 * axe's violations on the page as it is now, each as "rule: the elements it found".
 *
 * axe runs in the page itself, loaded once per page rather than at every analysis: AxeBuilder loads
 * its 0.5 MB script on each call and then opens a blank page to finish the run in, which made a call
 * take two to three times as long. That blank page is what lets AxeBuilder look inside frames, so
 * a page with a frame (the hosted form) is still analysed by AxeBuilder.
 */
export async function axeViolations(page: Page, { include, rules }: Check = {}): Promise<string[]> {
  let violations: Violations;
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    if (rules) builder.withRules(rules);
    else builder.withTags(WCAG);
    if (include) builder.include(include);
    violations = (await builder.analyze()).violations.map((violation) => ({
      id: violation.id,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  } else {
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
    violations = await page.evaluate(
      async ({ include, rules, wcag }) => {
        const { axe } = window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
          };
        };
        const result = await axe.run(include ? { include: [include] } : document, {
          runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcag },
        });
        return result.violations.map((violation) => ({
          id: violation.id,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      },
      { include, rules, wcag: WCAG },
    );
  }
  return violations.map((violation) => `${violation.id}: ${violation.targets.join(', ')}`);
}
