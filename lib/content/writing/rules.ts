import type { Root } from 'mdast';

/** The writing rules' ids, which pages' settings name (schemas/writing-advice.ts). */
export { WRITING_RULES, WRITING_RULE_IDS, type WritingRuleId } from '@/schemas/writing-advice';

// The limits the writing advice keeps, which the editor's panel states beside its figures.

/** GOV.UK's longest sentence: "Aim for no more than 25 words" (its style guide, "Writing for GOV.UK"). */
export const LONG_SENTENCE = 25;
/** Rank Math's longest paragraph; Yoast allows 150, but a paragraph of 150 words fills a phone's screen. */
export const LONG_PARAGRAPH = 120;
/** Yoast's longest stretch of text without a subheading. */
export const SUBHEADING_EVERY = 300;
/**
 * The highest reading age the page is not warned at. GOV.UK aims at 9 for everyone; the NHS puts
 * complex topics at 11–14, and how a heat pump or a grant works is one: 12 leaves room for the trade's words.
 */
export const READING_AGE = 12;

/** Yoast's limit: search results cut a description at about 156 characters. */
export const DESCRIPTION_MAX = 156;
/** A shorter one leaves room a search engine may fill with any text from the page instead. */
export const DESCRIPTION_MIN = 120;
/** How often the main phrase appears, for every 100 words: Yoast's lower bound and Rank Math's upper. */
export const SHARE_MIN = 0.5;
export const SHARE_MAX = 2.5;

/** Fewer links than this to other pages leaves a page a dead end (Yoast and Rank Math ask for some). */
export const INTERNAL_LINKS_MIN = 2;

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

/** A page as the writing rules read it: its file, its parsed text and the settings they judge. */
export interface WritingInput {
  /** Path from the project root, like content/articles/boiler-replacement.mdx */
  file: string;
  /** The whole file, settings included, so lines are the file's. */
  source: string;
  /** The file parsed once by the check (mdx-analysis.ts parseMdx). */
  tree: Root;
  /** The page's address, like /knowledge-centre/boiler-replacement */
  route: string;
  frontmatter: { title: string; description: string; keywords: readonly string[]; accept?: readonly string[] };
}

/** What the writing rules need besides the page. */
export interface WritingContext {
  site: { name: string; url: string };
  /**
   * The spelling dictionary (dictionary-en-gb's .aff and .dic) and the trade's words
   * (content/trade-words.yaml). Without it, spelling is not checked (the editor loads it when needed).
   */
  spelling?: { aff: Uint8Array | string; dic: Uint8Array | string; words: readonly string[] };
}

/**
 * The writing advice on one page, as `readEntry` is handed it: `writingCheck` with its context bound.
 * Handed in rather than imported, so code that reads pages without advice (the editor's Save, the
 * build's loader) does not carry the retext plugins and the dictionary's reader.
 */
export type Advise = (page: WritingInput) => { faults: import('../faults').Fault[]; figures: WritingFigures };
