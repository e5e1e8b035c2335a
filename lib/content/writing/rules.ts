/** The writing rules' ids, which pages' settings name (schemas/writing-advice.ts). */
export { WRITING_RULES, WRITING_RULE_IDS, type WritingRuleId } from '@/schemas/writing-advice';

/** The places a search phrase is looked for. */
export const PHRASE_PLACES = ['title', 'description', 'firstParagraph', 'subheading', 'address'] as const;
export type PhrasePlace = (typeof PHRASE_PLACES)[number];

/** What the writing panel and `npm run content:report` show of a page, beside its findings. */
export interface WritingFigures {
  words: number;
  sentences: number;
  /** Flesch–Kincaid grade level of the whole page; undefined with no sentence to score. */
  grade?: number;
  /** The grade + 5, as GOV.UK and the NHS speak of a reading age. */
  readingAge?: number;
  longSentences: number;
  longParagraphs: number;
  /** Words the spelling check did not know; undefined when no dictionary was given. */
  spelling?: number;
  search: {
    /** The page's <title>, as the site writes it (lib/search-title.ts). */
    title: string;
    /** Its width in Arial 20 px, as a search engine draws it on a computer. */
    titleWidth: number;
    description: string;
    /** The page's full address, as a search result shows it. */
    address: string;
  };
  /** The page's search phrases (its "keywords"), in order: the first is its main one. */
  phrases: {
    phrase: string;
    places: Record<PhrasePlace, boolean>;
    /** Times it appears in the text for every 100 words. */
    share: number;
  }[];
  /** Links in the text to other pages of the site. */
  internalLinks: number;
}
