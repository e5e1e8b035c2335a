import type { Finding } from './finding';
import type { Prose } from './prose';
import { placeOf } from './prose';
import { quoteAll } from './wording';
import { WORDS_TO_AVOID } from './words-to-avoid';

const AVOID = WORDS_TO_AVOID.map((entry) => ({ ...entry, parts: entry.words.toLowerCase().split(/\s+/) }));

/**
 * Plainer words: retext-simplify's findings (already in our words, wording.ts) and GOV.UK's words to
 * avoid, matched word for word as typed (not by stem: "focus" is fine where "focusing" is not).
 * A word both lists name is said once.
 */
export function plainerWordFindings(prose: Prose, library: readonly Finding[], source: string): Finding[] {
  const simplify = library.filter((finding) => finding.rule === 'plainer-word');
  const taken = new Set(simplify.map((finding) => finding.offset));
  const words = prose.words.map((word) => word.text.toLowerCase());
  const findings = [...simplify];
  for (let at = 0; at < words.length; at += 1) {
    for (const entry of AVOID) {
      if (!entry.parts.every((part, index) => words[at + index] === part)) continue;
      const offset = prose.words[at]!.offset;
      if (taken.has(offset)) continue;
      const typed = source.slice(offset, prose.words[at + entry.parts.length - 1]!.offset + words[at + entry.parts.length - 1]!.length);
      findings.push({
        rule: 'plainer-word',
        ...placeOf(source, offset),
        offset,
        message: `"${typed}" is on GOV.UK's list of words to avoid, as vague or jargon: ${entry.instead.length > 0 ? `try ${quoteAll(entry.instead)}, or say` : 'say'} plainly what is done`,
      });
    }
  }
  return findings;
}
