import type { Fault } from './faults';

/** A page as the figures check reads it: its file and its text, settings included. */
interface WithSource {
  file: string;
  source: string;
}

const pounds = (amount: number) => `£${amount.toLocaleString('en-GB')}`;
/** Another scheme named on the line: its grant is not the Boiler Upgrade Scheme's. */
const OTHER_SCHEME = /insulation|\bECO\d?\b|Great British|Warm Homes|Home Upgrade|(?<!Boiler Upgrade )Scheme/i;

/** An amount as written: 7,500 or 7500, without a comma that ends the sentence. */
const AMOUNT = String.raw`\d{1,3}(?:,\d{3})+|\d+`;
/** The grant stated as such: "grant of up to £7,500", "£7,500 (heat pump) grant". */
const GRANT = new RegExp(`grant of up to £(${AMOUNT})|£(${AMOUNT}) (?:Boiler Upgrade Scheme |heat pump )?grant`, 'gi');
/** A figure beside its label: "Up to £7,500" on a line naming the Boiler Upgrade Scheme. */
const UP_TO = new RegExp(`"Up to £(${AMOUNT})`, 'gi');
const GUARANTEE = /guarantees? (?:of )?up to (\d+) years|up to (\d+) years on new boilers/gi;
const amountOf = (written: string) => Number(written.replace(/,/g, ''));

/**
 * Figures the pages write out in full that the data files also hold: the grant and the boiler
 * guarantee. When staff change the data file (as EDITING.md asks when the government changes the
 * grant), every sentence that states the old figure is reported, so the site cannot say two things.
 * Only phrases that state the figure as the grant or the guarantee are read ("grant of up to £7,500",
 * "£7,500 heat pump grant", "guarantees of up to 12 years" on a line about boilers), not every
 * £7,500 or 12 on a page, nor a line about another scheme's grant.
 */
export function checkStatedFigures(
  entries: readonly WithSource[],
  facts: { grant?: number; guaranteeYears?: number },
  faults: Fault[],
): void {
  for (const { file, source } of entries) {
    for (const [index, line] of source.split('\n').entries()) {
      const at = { file, line: index + 1, rule: 'stated-figures', severity: 'error' as const };
      if (facts.grant !== undefined) {
        // A line about another scheme (an insulation grant, say) states its own figures.
        const grants = OTHER_SCHEME.test(line)
          ? []
          : [
              ...line.matchAll(GRANT),
              // A figure and its label: "Up to £7,500" beside "Boiler Upgrade Scheme grant".
              ...(/Boiler Upgrade Scheme/i.test(line) ? line.matchAll(UP_TO) : []),
            ];
        const stated = grants.map((match) => match[1] ?? match[2]!).find((written) => amountOf(written) !== facts.grant);
        if (stated) {
          faults.push({
            ...at,
            message: `this line gives the grant as £${stated}, but content/boiler-upgrade-scheme.yaml has "grant: ${facts.grant}" (${pounds(facts.grant)}): the pages write the grant, and the prices worked out from it (like £500–£${stated}), in full, so change them to match: search the content folder for "${stated}"`,
          });
        }
      }
      if (facts.guaranteeYears !== undefined) {
        // Only on a line about boilers: a heat pump's or a repair's guarantee is another figure.
        const years = [...(/boiler/i.test(line) ? line.matchAll(GUARANTEE) : [])]
          .map((match) => Number(match[1] ?? match[2]))
          .find((stated) => stated !== facts.guaranteeYears);
        if (years !== undefined) {
          faults.push({
            ...at,
            message: `this line gives the boiler guarantee as up to ${years} years, but content/site.yaml has "boilerGuaranteeYears: ${facts.guaranteeYears}": change the line to match, or write <Fact name="boilerGuaranteeYears" /> in the text, which follows the file`,
          });
        }
      }
    }
  }
}
