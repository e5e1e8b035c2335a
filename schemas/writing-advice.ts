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
