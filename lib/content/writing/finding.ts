import type { WritingRuleId } from './rules';

/** What a writing rule reports; index.ts adds the file and the severity (always a warning). */
export interface Finding {
  rule: WritingRuleId;
  line?: number;
  column?: number;
  message: string;
  /** Where in the file it starts, when known: for the rules that leave out a stretch (an address, a number). */
  offset?: number;
  /** The words a library found, as typed (its `actual`). */
  actual?: string;
}

/** "1 word", "31 words" */
export const count = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-GB')} ${n === 1 ? one : many}`;

/** The first words of a stretch of text, to show which one is meant: "Most boilers fitted before 2005 …". */
export function opening(text: string, max = 6): string {
  const words = text.replace(/[*_`[\]]/g, '').trim().split(/\s+/);
  return words.length > max ? `${words.slice(0, max).join(' ')} …` : words.join(' ');
}
