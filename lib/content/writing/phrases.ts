import { stemmer } from 'stemmer';

/**
 * Words as search engines match them: lower-case, a possessive "'s" dropped, hyphens and other
 * marks as spaces ("air-source" is "air source"), each reduced to its stem, so "boiler" matches
 * "boilers" and "servicing" matches "service".
 */
export const stems = (text: string): string[] =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((word) => stemmer(word));

/** How many times `phrase` (stems) appears in `text` (stems), its words in order and together. */
export function occurrences(text: readonly string[], phrase: readonly string[]): number {
  if (phrase.length === 0) return 0;
  let found = 0;
  for (let at = 0; at + phrase.length <= text.length; at += 1) {
    if (phrase.every((stem, index) => text[at + index] === stem)) found += 1;
  }
  return found;
}

export const contains = (text: readonly string[], phrase: readonly string[]) => occurrences(text, phrase) > 0;

/** A phrase's key for comparing two pages' phrases: its stems, in order. */
export const phraseKey = (phrase: string) => stems(phrase).join(' ');
