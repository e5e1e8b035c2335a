import type { Fault } from '../faults';
import { lineOf } from '../yaml-lines';
import { phraseKey } from './phrases';
import type { WritingRuleId } from './rules';

export interface PhrasePage {
  file: string;
  source: string;
  route: string;
  keywords: readonly string[];
  accept?: readonly string[];
}

const RULE: WritingRuleId = 'search-phrase-shared';

/**
 * The writing rule between pages: two pages with the same main search phrase (by word stems, so
 * "boiler service" and "boiler servicing" are one) compete for the same searches, and a search
 * engine shows one of them. Give it the published pages (a draft competes with nobody yet); each
 * page sharing its first phrase gets a warning at its first keyword, naming the others' addresses.
 */
export function sharedPhraseFaults(pages: readonly PhrasePage[]): Fault[] {
  const byPhrase = new Map<string, PhrasePage[]>();
  for (const page of pages) {
    const first = page.keywords[0];
    const key = first === undefined ? '' : phraseKey(first);
    if (!key) continue;
    byPhrase.set(key, [...(byPhrase.get(key) ?? []), page]);
  }
  const faults: Fault[] = [];
  for (const sharing of byPhrase.values()) {
    if (sharing.length < 2) continue;
    for (const page of sharing) {
      if (page.accept?.includes(RULE)) continue;
      const others = sharing.filter((other) => other !== page).map((other) => other.route);
      faults.push({
        file: page.file,
        line: lineOf(page.source, ['keywords', 0]),
        rule: RULE,
        severity: 'warning',
        message: `the main search phrase "${page.keywords[0]}" is also the first of ${others.join(' and ')}; two pages aiming at one search compete, and search engines show only one: give this page a main phrase of its own`,
      });
    }
  }
  return faults;
}
