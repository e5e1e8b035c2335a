import fc from 'fast-check';

const WORDS = ['boiler', 'heat', 'pump', 'Survey', 'a', '10', 'mins', 'then', 'the', 'radiators', 'café', 'Home'];
const LONG_WORD = 'Pneumonoultramicroscopicsilicovolcanoconiosis'.repeat(2);

/** What staff type into a form, awkward for MDX: quotes, brackets, tags, entities, Markdown's marks, emoji. */
const AWKWARD = [
  '"',
  "'",
  '“',
  '”',
  '{',
  '}',
  '{restart}',
  '<',
  '<br>',
  '</Step>',
  '>',
  '&',
  '&amp;',
  '&copy;',
  '*',
  '**',
  '_',
  '|',
  '\\',
  '\\{',
  '`',
  '#',
  '- ',
  '1.',
  '£2,500',
  '🔥',
  '👍🏽',
  LONG_WORD,
];

const word = fc.constantFrom(...WORDS);
const spaces = fc.constantFrom('', '', '', ' ', '  ');

const joined = (piece: fc.Arbitrary<string>, maxLength: number) =>
  fc
    .array(fc.tuple(piece, fc.constantFrom(' ', ' ', '')), { minLength: 1, maxLength })
    .map((parts) => parts.map(([text, gap]) => text + gap).join(''));

/** One line of text typed into a form: words and awkward pieces, spaces at either end, or nothing. */
export const formText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constant(''), weight: 1 },
  { arbitrary: fc.constant('Wait 10 mins & then {restart}'), weight: 1 },
  {
    arbitrary: fc
      .tuple(spaces, joined(fc.oneof({ arbitrary: word, weight: 2 }, fc.constantFrom(...AWKWARD)), 8), spaces)
      .map((parts) => parts.join('')),
    weight: 12,
  },
);

/** Punctuation Markdown shows as typed, and the escapes staff are told to write for { } and <. */
const TAME = ['"', "'", '“', '”', '&', '(', ')', '!', '?', ',', '.', '—', '\\{', '\\}', '\\<', '🔥', '👍🏽', LONG_WORD];

/** Words of a page's text that the check should accept: no code, no tag, no mark left open. */
export const tameWords = (maxLength = 12) =>
  joined(fc.oneof({ arbitrary: word, weight: 4 }, fc.constantFrom(...TAME)), maxLength).map((text) => text.trim());

/** A sentence of ordinary words only, between `min` and `max` characters: a title, a description. */
export const sentence = (min: number, max: number) =>
  fc.array(word, { minLength: 1, maxLength: 40 }).map((words) => {
    let text = `Fuzz ${words.join(' ')}`;
    while (text.length < min) text += ' heat pump';
    return text.slice(0, max).trim();
  });
