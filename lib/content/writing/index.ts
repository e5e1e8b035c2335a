import type { Root } from 'mdast';
import type { Fault } from '../faults';
import type { WritingFigures } from './rules';

export { WRITING_RULES, WRITING_RULE_IDS, type WritingFigures, type WritingRuleId } from './rules';

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

/** The writing rules over one page: its findings (warnings, those it accepts left out) and its figures. */
export function writingCheck(input: WritingInput, context: WritingContext): { faults: Fault[]; figures: WritingFigures } {
  // Placeholder until the rules land: the interface the check and the editor are wired to.
  void context;
  return {
    faults: [],
    figures: {
      words: 0,
      sentences: 0,
      longSentences: 0,
      longParagraphs: 0,
      search: { title: input.frontmatter.title, titleWidth: 0, description: input.frontmatter.description, address: input.route },
      phrases: [],
      internalLinks: 0,
    },
  };
}
