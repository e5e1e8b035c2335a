import type { Root } from 'mdast';
import type { Root as NlcstRoot } from 'nlcst';
import { ParseEnglish } from 'parse-english';
import remarkRetext from 'remark-retext';
import retextIndefiniteArticle from 'retext-indefinite-article';
import retextPassive from 'retext-passive';
import retextRepeatedWords from 'retext-repeated-words';
import retextSimplify from 'retext-simplify';
import retextSpell from 'retext-spell';
import { unified } from 'unified';
import type { VFile } from 'vfile';

/**
 * retext-simplify's phrases that are plain words here, so flagging them would teach staff to ignore
 * the rule (each was flagged on today's pages, 2026-11-30):
 * - "it is", "there is", "there are": plain English; it asks only to leave them out (60 findings),
 *   and a sentence too long for them is the long-sentence rule's to find;
 * - "type" ("the type of boiler"): it asks to leave it out, but a boiler's type is what is meant;
 * - "address": it means the verb ("address a problem"); pages say "your address", "e-mail address";
 * - "render": it means "give"; here it is the finish on an outside wall;
 * - "maintain": the trade's own word for what a service plan does (a heat pump "maintained yearly");
 * - "requirement": the search phrase of the page on heat pump installation requirements.
 */
export const SIMPLIFY_IGNORE: readonly string[] = ['it is', 'there is', 'there are', 'type', 'address', 'render', 'maintain', 'requirement'];

/**
 * The page's tree to nlcst and the retext rules over it, in one synchronous chain: remark-retext in
 * its mutate mode (given a parser, not a processor, since the processor mode is async and the
 * content check is not) returns the nlcst, which the plugins after it read. parse-english is
 * retext-english 5's parser, used as that plugin configures it (no extensions). MDX needs no
 * options: mdast-util-to-nlcst reads the text inside building blocks and skips their props and
 * expressions (nodes without text), code, inline code (kept as source) and tables.
 */
const proseChain = unified()
  .use(remarkRetext, new ParseEnglish())
  .use(retextPassive)
  .use(retextSimplify, { ignore: [...SIMPLIFY_IGNORE] })
  .use(retextRepeatedWords)
  .use(retextIndefiniteArticle)
  .freeze();

/** Runs the prose rules over the tree; their messages land on `file`. The tree itself is not changed. */
export const runProseRules = (tree: Root, file: VFile): NlcstRoot => proseChain.runSync(tree, file) as unknown as NlcstRoot;

export interface SpellingInput {
  aff: Uint8Array | string;
  dic: Uint8Array | string;
  words: readonly string[];
}

const spellers: { aff: SpellingInput['aff']; dic: SpellingInput['dic']; words: string; processor: ReturnType<typeof speller> }[] = [];

/**
 * retext-spell reads the dictionary into nspell when the plugin is attached, which takes hundreds
 * of milliseconds: one processor per dictionary and word list, kept. Its suggestions are cached per
 * word for the processor's life, and `max` counts them over that life, so a worker open all day
 * would stop suggesting after 30 words: no cap (each unknown word is looked up once, then cached).
 */
function speller(aff: SpellingInput['aff'], dic: SpellingInput['dic'], personal: string) {
  // nspell reads its files with Buffer's toString('utf8'); a browser's Uint8Array would give "97,98,…".
  const text = (data: Uint8Array | string) => (typeof data === 'string' ? data : new TextDecoder().decode(data));
  return unified()
    .use(retextSpell, { dictionary: { aff: text(aff), dic: text(dic) } as never, personal, max: Number.POSITIVE_INFINITY })
    .freeze();
}

/**
 * The trade's words as nspell's personal list: a word a line, so "Worcester Bosch" is two words it
 * should know; each with its possessive ("Vaillant's"), which a word without the dictionary's
 * affix rules would otherwise lack.
 */
export function personalWords(words: readonly string[]): string {
  const parts = words.flatMap((word) => word.trim().split(/\s+/)).filter(Boolean);
  return [...new Set(parts.flatMap((word) => [word, `${word}'s`]))].join('\n');
}

export function runSpelling(nlcst: NlcstRoot, file: VFile, spelling: SpellingInput): void {
  const words = personalWords(spelling.words);
  let kept = spellers.find((entry) => entry.aff === spelling.aff && entry.dic === spelling.dic && entry.words === words);
  if (!kept) {
    kept = { aff: spelling.aff, dic: spelling.dic, words, processor: speller(spelling.aff, spelling.dic, words) };
    // Two at most: the trade's words as saved, and as staff are editing them.
    spellers.unshift(kept);
    spellers.length = Math.min(spellers.length, 2);
  }
  kept.processor.runSync(nlcst, file);
}
