/**
 * The writing rules: advice on how a page reads and how it will be found, never a reason to refuse
 * it. Every finding is a warning with one of these ids, which staff can accept for one page by
 * listing the id under "accept" in its settings (EDITING.md, "Writing advice").
 */
export const WRITING_RULES = {
  'search-title-width': 'the title as search results show it',
  'search-description-length': 'the description as search results show it',
  'reading-age': 'the reading age of the page',
  'long-sentence': 'sentences over 25 words',
  'long-paragraph': 'paragraphs over 120 words',
  'no-subheading': 'over 300 words without a subheading',
  'passive-voice': 'the passive voice',
  'plainer-word': 'words with a plainer alternative',
  'repeated-word': 'a word typed twice',
  'a-or-an': '"a" or "an" before a word',
  spelling: 'British spelling',
  'search-phrase-place': 'where each search phrase appears',
  'search-phrase-share': 'how often the search phrase appears',
  'search-phrase-shared': 'a first search phrase another page has too',
  'internal-links': 'links to other pages of the site',
  'link-text': 'links that say only "click here" or "read more"',
} as const;

export type WritingRuleId = keyof typeof WRITING_RULES;

export const WRITING_RULE_IDS = Object.keys(WRITING_RULES) as [WritingRuleId, ...WritingRuleId[]];

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
