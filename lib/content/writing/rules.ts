import type { Root } from 'mdast';

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
