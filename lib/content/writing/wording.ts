import type { VFileMessage } from 'vfile-message';
import type { Finding } from './finding';
import type { WritingRuleId } from './rules';

/**
 * The retext plugins' messages in our words: the one place they become findings. Each is keyed on
 * the plugin's `source` and read from its data (`actual`, `expected`, the place), never from its
 * English, which changes with the plugin's next release.
 */
export const quoteAll = (words: readonly string[]) => words.map((word) => `"${word}"`).join(' or ');

/** The word after a place in the file, to show "a" or "an" with the word it goes before. */
const wordAfter = (source: string, offset: number | undefined) =>
  offset === undefined ? undefined : /^\s+([\p{L}\p{N}][\p{L}\p{N}'’-]*)/u.exec(source.slice(offset))?.[1];

const WORDING: Record<string, { rule: WritingRuleId; say: (message: VFileMessage, source: string) => string | undefined }> = {
  'retext-passive': {
    rule: 'passive-voice',
    say: ({ actual }) =>
      `a hint: "${actual}" may be the passive voice, which can hide who does what; if it reads better, say who does it ("our engineer fits the valve", rather than "the valve is fitted")`,
  },
  'retext-simplify': {
    rule: 'plainer-word',
    say: ({ actual, expected }) =>
      `"${actual}" has a plainer alternative: ${expected && expected.length > 0 ? `try ${quoteAll(expected)}, or leave it out if the sentence works without it` : 'leave it out, or say it more simply'}`,
  },
  'retext-repeated-words': {
    rule: 'repeated-word',
    say: ({ actual, expected }) => `"${actual}" has the same word twice in a row: delete one "${expected?.[0] ?? actual}"`,
  },
  'retext-indefinite-article': {
    rule: 'a-or-an',
    say: ({ actual, expected, place }, source) => {
      const next = wordAfter(source, place && 'end' in place ? place.end.offset : undefined);
      const meant = expected?.[0];
      if (!meant) return undefined;
      return `write "${meant}${next ? ` ${next}` : ''}", not "${actual}${next ? ` ${next}` : ''}": "an" goes before a vowel sound ("an hour", "an MCS installer") and "a" before any other ("a unit", "a one-off")`;
    },
  },
  'retext-spell': {
    rule: 'spelling',
    say: ({ actual, expected, ruleId }) => {
      // "overflow" is retext-spell's note that it stopped suggesting; runSpelling sets no cap.
      if (ruleId === 'overflow' || !actual) return undefined;
      const suggestions = (expected ?? []).slice(0, 3);
      return (
        `"${actual}" is not in the British English dictionary` +
        (suggestions.length > 0 ? ` (did you mean ${quoteAll(suggestions)}?)` : '') +
        ': correct it, or, if it is spelt right (a name or a trade word), add it to content/trade-words.yaml'
      );
    },
  },
};

/** A plugin's message as a finding, or undefined for a message that is not one (a note, an unknown plugin). */
export function findingOf(message: VFileMessage, source: string): Finding | undefined {
  const wording = message.source ? WORDING[message.source] : undefined;
  const said = wording?.say(message, source);
  if (!wording || !said) return undefined;
  return {
    rule: wording.rule,
    line: message.line ?? undefined,
    column: message.column ?? undefined,
    message: said,
    offset: message.place && 'start' in message.place ? message.place.start.offset : undefined,
    actual: message.actual,
  };
}
