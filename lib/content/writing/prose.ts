import type { Heading, Root, RootContent } from 'mdast';
import type { Root as NlcstRoot, Sentence } from 'nlcst';
import { toString as mdastText } from 'mdast-util-to-string';
import { toString as nlcstText } from 'nlcst-to-string';
import { visit } from 'unist-util-visit';

/** A stretch of the file by offsets, with the line and column it starts at. */
export interface Span {
  start: number;
  end: number;
  line: number;
  column: number;
}

/** A sentence of the text a reader reads, with its words (lower-cased as typed). */
export interface ProseSentence extends Span {
  words: string[];
}

/** A block of the text: a paragraph or a heading, with how many words it has. */
export interface ProseBlock extends Span {
  kind: 'paragraph' | 'heading';
  depth?: number;
  /** A heading's text. */
  text?: string;
  words: number;
}

/**
 * The page's text as the writing rules read it: every word once (as nlcst's word nodes, so all rules
 * count the same words), its sentences outside headings, and its paragraphs and headings in order.
 */
export interface Prose {
  /** Each word of the text, in order, with its offset in the file. */
  words: { text: string; offset: number }[];
  sentences: ProseSentence[];
  blocks: ProseBlock[];
}

const spanOf = (node: { position?: { start: { offset?: number; line: number; column: number }; end: { offset?: number } } }) => {
  const { start, end } = node.position ?? {};
  if (start?.offset === undefined || end?.offset === undefined) return undefined;
  return { start: start.offset, end: end.offset, line: start.line, column: start.column };
};

/** Index of the first word at or after `offset` (words are in order). */
function firstWordAt(words: Prose['words'], offset: number): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words[middle]!.offset < offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** How many of the words lie in [start, end). */
export const wordsIn = (prose: Prose, start: number, end: number) =>
  firstWordAt(prose.words, end) - firstWordAt(prose.words, start);

/** The words in [start, end), as typed: a block's words without its tags and marks. */
export const wordsOf = (prose: Prose, start: number, end: number) =>
  prose.words.slice(firstWordAt(prose.words, start), firstWordAt(prose.words, end)).map((word) => word.text);

/**
 * Building blocks written on lines of their own with no empty line between (steps, one a line) are
 * one paragraph to the parser, which the MDX compiler unwraps: each is its own block to a reader.
 */
const blocksOnly = (node: RootContent) =>
  node.type === 'paragraph' &&
  node.children.some((child) => child.type === 'mdxJsxTextElement') &&
  node.children.every((child) => child.type === 'mdxJsxTextElement' || (child.type === 'text' && !child.value.trim()));

/**
 * The paragraphs and headings of the text, in order, as staff see them: a list item's or a building
 * block's paragraphs are paragraphs too; code and tables are not prose (mdast-util-to-nlcst skips them).
 */
function blocksOf(tree: Root): (Omit<ProseBlock, keyof Span | 'words'> & { span: Span })[] {
  const blocks: (Omit<ProseBlock, keyof Span | 'words'> & { span: Span })[] = [];
  visit(tree, (node: Root | RootContent) => {
    if (node.type === 'table' || node.type === 'code') return 'skip';
    if (node.type !== 'root' && blocksOnly(node) && node.type === 'paragraph') {
      for (const child of node.children) {
        const span = child.type === 'mdxJsxTextElement' ? spanOf(child) : undefined;
        if (span) blocks.push({ kind: 'paragraph', span });
      }
      return 'skip';
    }
    if (node.type !== 'paragraph' && node.type !== 'heading') return undefined;
    const span = spanOf(node);
    if (!span) return 'skip';
    if (node.type === 'heading') blocks.push({ kind: 'heading', depth: (node as Heading).depth, text: mdastText(node), span });
    else blocks.push({ kind: 'paragraph', span });
    return 'skip';
  });
  return blocks;
}

/** Reads the nlcst made from the page's tree (remark-retext) into words, sentences and blocks. */
export function readProse(tree: Root, nlcst: NlcstRoot): Prose {
  const words: Prose['words'] = [];
  visit(nlcst, 'WordNode', (node) => {
    const offset = node.position?.start.offset;
    if (offset !== undefined) words.push({ text: nlcstText(node), offset });
  });
  const prose: Prose = { words, sentences: [], blocks: [] };
  for (const { span, ...block } of blocksOf(tree)) {
    prose.blocks.push({ ...block, ...span, words: wordsIn(prose, span.start, span.end) });
  }
  const headings = prose.blocks.filter((block) => block.kind === 'heading');
  // A heading is a label, not a sentence: it is left out of sentence lengths and the reading age.
  const inHeading = (offset: number) => headings.some((heading) => offset >= heading.start && offset < heading.end);
  visit(nlcst, 'SentenceNode', (node: Sentence) => {
    const span = spanOf(node);
    if (!span || inHeading(span.start)) return 'skip';
    const sentenceWords: string[] = [];
    for (const child of node.children) if (child.type === 'WordNode') sentenceWords.push(nlcstText(child));
    if (sentenceWords.length > 0) prose.sentences.push({ ...span, words: sentenceWords });
    return 'skip';
  });
  return prose;
}

/** The line and column of an offset in the file. */
export function placeOf(source: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let at = source.indexOf('\n'); at !== -1 && at < offset; at = source.indexOf('\n', at + 1)) {
    line += 1;
    lineStart = at + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
