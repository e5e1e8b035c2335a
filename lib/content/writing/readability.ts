import { fleschKincaid } from 'flesch-kincaid';
import { syllable } from 'syllable';
import { count, opening, type Finding } from './finding';
import { wordsOf, type Prose } from './prose';
import { LONG_PARAGRAPH, LONG_SENTENCE, READING_AGE, SUBHEADING_EVERY } from './rules';

const round = (value: number) => Math.round(value * 10) / 10;

/** The page's Flesch–Kincaid grade from its own counts (its sentences outside headings), and its reading age. */
export function readingFigures(prose: Prose): { grade?: number; readingAge?: number } {
  const words = prose.sentences.flatMap((sentence) => sentence.words);
  if (prose.sentences.length === 0 || words.length === 0) return {};
  const syllables = words.reduce((sum, word) => sum + syllable(word), 0);
  const grade = fleschKincaid({ sentence: prose.sentences.length, word: words.length, syllable: syllables });
  return { grade: round(grade), readingAge: round(grade + 5) };
}

export function readingAgeFinding(prose: Prose, figures: { grade?: number; readingAge?: number }, textLine: number | undefined): Finding[] {
  const { grade, readingAge } = figures;
  if (grade === undefined || readingAge === undefined || readingAge <= READING_AGE) return [];
  const words = prose.sentences.reduce((sum, sentence) => sum + sentence.words.length, 0);
  return [
    {
      rule: 'reading-age',
      line: textLine,
      message:
        `the page reads at an age of about ${Math.round(readingAge)} (its Flesch–Kincaid grade, ${grade}, plus 5, from ${count(words, 'word')} in ${count(prose.sentences.length, 'sentence')}); ` +
        `GOV.UK writes for a reading age of 9, and the NHS puts complex topics at 11 to 14: use shorter sentences and everyday words to bring it to ${READING_AGE} or under`,
    },
  ];
}

export function longSentenceFindings(prose: Prose, source: string): Finding[] {
  return prose.sentences
    .filter((sentence) => sentence.words.length > LONG_SENTENCE)
    .map((sentence) => ({
      rule: 'long-sentence',
      line: sentence.line,
      column: sentence.column,
      message: `this sentence ("${opening(source.slice(sentence.start, sentence.end))}") has ${sentence.words.length} words; sentences over ${LONG_SENTENCE} are hard to follow on a phone: split it in two, or cut words it does not need`,
    }));
}

export function longParagraphFindings(prose: Prose): Finding[] {
  return prose.blocks
    .filter((block) => block.kind === 'paragraph' && block.words > LONG_PARAGRAPH)
    .map((block) => ({
      rule: 'long-paragraph',
      line: block.line,
      column: block.column,
      message: `this paragraph ("${opening(wordsOf(prose, block.start, block.end).join(' '))}") has ${block.words} words; over ${LONG_PARAGRAPH} look like a wall of text on a phone: break it in two where its subject changes`,
    }));
}

/** Each stretch of text (from the start, or from one heading to the next) of over 300 words, at its first paragraph. */
export function subheadingFindings(prose: Prose): Finding[] {
  const findings: Finding[] = [];
  let stretch: { line: number; column: number; words: number; after?: string } | undefined;
  let heading: string | undefined;
  const close = () => {
    if (stretch && stretch.words > SUBHEADING_EVERY) {
      findings.push({
        rule: 'no-subheading',
        line: stretch.line,
        column: stretch.column,
        message: `${stretch.after ? `the text under "${stretch.after}"` : 'the text from the start of the page'} runs for ${stretch.words} words without a subheading; readers scan for headings, so give each ${SUBHEADING_EVERY} words or so one of their own (a line starting ##, or ### under this one)`,
      });
    }
    stretch = undefined;
  };
  for (const block of prose.blocks) {
    if (block.kind === 'heading') {
      close();
      heading = block.text;
      continue;
    }
    stretch ??= { line: block.line, column: block.column, words: 0, after: heading };
    stretch.words += block.words;
  }
  close();
  return findings;
}
