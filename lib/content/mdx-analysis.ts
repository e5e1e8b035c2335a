import GithubSlugger from 'github-slugger';
import type { Heading, Root } from 'mdast';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { componentNodes, type ComponentUse } from './component-use';

export type { ComponentUse, DottedNumber } from './component-use';

export interface BodyLink {
  href: string;
  line?: number;
}

export interface BodyImage {
  src: string;
  /** The alt text; undefined when there is none (or it is not plain text). */
  alt?: string;
  /** How it was written: Markdown `![alt](src)` or an HTML `<img>` tag. */
  syntax: 'markdown' | 'html';
  line?: number;
}

/** A second-level heading of the body: an entry of the article's "On this page" contents. */
export interface OutlineEntry {
  /** Its id, as rehype-slug gives it on the page. */
  id: string;
  text: string;
}

/** What pages and the links check need of an MDX body. Its diagnostics are the lint rules' (lint-body.ts). */
export interface BodyAnalysis {
  headingIds: string[];
  /** The second-level headings, in order. */
  outline: OutlineEntry[];
  /** Words of the text a reader reads (headings, paragraphs, lists, tables, text inside building blocks). */
  words: number;
  /** Minutes to read it, at about 200 words a minute; at least 1. */
  readingMinutes: number;
  links: BodyLink[];
  components: ComponentUse[];
  images: BodyImage[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

/** Parses an MDX file (frontmatter included, so line numbers match the file); throws the parser's VFileMessage. */
export const parseMdx = (source: string): Root => parser.parse(source);

/** A reader's pace for reading time: about 200 words a minute. */
export const WORDS_PER_MINUTE = 200;

export const readingMinutes = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));

/** Words in a run of text: anything between spaces with a letter or a digit in it. */
const countWords = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;

/** An analysis of nothing: where every analysis starts, and what a file that cannot be read keeps. */
export const emptyAnalysis = (): BodyAnalysis => ({
  headingIds: [],
  outline: [],
  words: 0,
  readingMinutes: 1,
  links: [],
  components: [],
  images: [],
});

/**
 * The line of --- or === under a heading's text, when that is what made it a heading: a dividing
 * line meant, usually, so it is not one of the page's headings.
 */
export function underlineOf(node: Heading, lines: readonly string[]): string | undefined {
  const { start, end } = node.position ?? {};
  const underline = start && end && end.line > start.line ? lines[end.line - 1]?.trim() : undefined;
  return underline && /^(?:=+|-+)$/.test(underline) ? underline : undefined;
}

/** What pages need of a parsed body: its headings, words, links, pictures and building blocks. */
export function analyseTree(tree: Root, source: string): BodyAnalysis {
  const lines = source.split('\n');
  const slugger = new GithubSlugger();
  const analysis = emptyAnalysis();
  const uses = new Map(componentNodes(tree).map(({ use, node }) => [node as unknown, use]));
  visit(tree, (node) => {
    switch (node.type) {
      case 'heading': {
        const text = toString(node);
        if (underlineOf(node, lines) || !text.trim()) break;
        const id = slugger.slug(text);
        analysis.headingIds.push(id);
        if (node.depth === 2) analysis.outline.push({ id, text });
        break;
      }
      case 'text':
      case 'inlineCode':
        analysis.words += countWords(node.value);
        break;
      case 'link':
      case 'definition':
        analysis.links.push({ href: node.url, line: node.position?.start.line });
        break;
      case 'image':
        analysis.images.push({ src: node.url, alt: node.alt ?? undefined, syntax: 'markdown', line: node.position?.start.line });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const use = uses.get(node)!;
        analysis.components.push(use);
        const href = use.props.href;
        if (typeof href === 'string') analysis.links.push({ href, line: use.line });
        if (use.name === 'img' && typeof use.props.src === 'string') {
          // An alt written as an expression cannot be read here; it is there, so count it as given.
          const alt = use.unreadable.includes('alt') ? '{…}' : use.props.alt;
          analysis.images.push({ src: use.props.src, alt: typeof alt === 'string' ? alt : undefined, syntax: 'html', line: use.line });
        }
        break;
      }
      default:
        break;
    }
  });
  analysis.readingMinutes = readingMinutes(analysis.words);
  return analysis;
}

/** Parses an MDX body (frontmatter included, so line numbers match the file) and lists what it uses. */
export const analyseMdx = (source: string): BodyAnalysis => analyseTree(parseMdx(source), source);
