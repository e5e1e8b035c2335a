import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { toString } from 'mdast-util-to-string';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Expression } from 'estree';

export interface BodyLink {
  href: string;
  line?: number;
}

/** A number as written in a building block's settings, with its line in the file. */
export interface DottedNumber {
  raw: string;
  line?: number;
}

export interface ComponentUse {
  name: string;
  line?: number;
  props: Record<string, unknown>;
  /** Props whose value could not be read as plain data (a variable, a function call…). */
  unreadable: string[];
  /** Numbers written with a full stop before three digits (8.000), which are read as decimals (8). */
  dotted: DottedNumber[];
  /** Unreadable props written as a bare word in { } (name={gasSafeNumber}), by prop: meant as text. */
  bareWords?: Record<string, string>;
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

/** A `{…}` in the text, which MDX runs as code: text written in curly brackets, or a comment. */
export interface BodyExpression {
  /** What is between the brackets, as written. */
  code: string;
  /** Only a JavaScript comment, which shows nothing and is harmless. */
  comment: boolean;
  line?: number;
}

/** Markdown that did not become what it was meant to be, so it would show as its raw characters. */
export interface BodyMisfire {
  kind: 'picture' | 'link' | 'table' | 'heading' | 'code' | 'bullet' | 'tabs' | 'bold' | 'tag' | 'underline' | 'empty heading';
  /** The raw text, as it would show on the page. */
  text: string;
  line?: number;
}

/** A heading more than one level below the one before it, as "#####" straight after "##". */
export interface HeadingSkip {
  depth: number;
  previous: number;
  line?: number;
}

/** A table row with more or fewer cells than the table has columns: its text would sit under the wrong headings. */
export interface RaggedRow {
  cells: number;
  columns: number;
  line?: number;
}

export interface BodyAnalysis {
  headingIds: string[];
  /** The second-level headings, in order. */
  outline: OutlineEntry[];
  /** Words of the text a reader reads (headings, paragraphs, lists, tables, text inside building blocks). */
  words: number;
  /** Minutes to read it, at about 200 words a minute; at least 1. */
  readingMinutes: number;
  /** Lines of `# ` headings: the title is already the page's one main heading. */
  mainHeadingLines: number[];
  links: BodyLink[];
  components: ComponentUse[];
  /** Lines of a <Step> that is not inside <Steps>, which numbers and lists them. */
  looseSteps: number[];
  images: BodyImage[];
  /** Every `{…}` outside a building block's props. */
  expressions: BodyExpression[];
  misfires: BodyMisfire[];
  headingSkips: HeadingSkip[];
  raggedRows: RaggedRow[];
}

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).use(remarkGfm);

class NotPlainData extends Error {}

/** Reads a JSX prop expression as plain data (text, numbers, lists, objects), without running it. */
function plainValue(node: Expression, dotted: DottedNumber[]): unknown {
  switch (node.type) {
    case 'Literal':
      // 8.000 written for eight thousand, as some countries write it, is read as 8.
      if (typeof node.value === 'number' && node.raw && /^\d{1,3}(?:\.\d{3})+$/.test(node.raw)) {
        dotted.push({ raw: node.raw, line: node.loc?.start.line });
      }
      return node.value;
    case 'TemplateLiteral':
      if (node.expressions.length === 0) return node.quasis.map((quasi) => quasi.value.cooked).join('');
      break;
    case 'UnaryExpression':
      if (node.operator === '-' && node.argument.type === 'Literal' && typeof node.argument.value === 'number') {
        return -node.argument.value;
      }
      break;
    case 'ArrayExpression':
      return node.elements.map((element) => {
        if (!element || element.type === 'SpreadElement') throw new NotPlainData();
        return plainValue(element, dotted);
      });
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed || property.kind !== 'init') throw new NotPlainData();
          const key = property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : undefined;
          if (key === undefined || property.value.type === 'AssignmentPattern' || property.value.type.endsWith('Pattern')) {
            throw new NotPlainData();
          }
          return [key, plainValue(property.value as Expression, dotted)];
        }),
      );
    default:
      break;
  }
  throw new NotPlainData();
}

function componentUse(node: MdxJsxFlowElement | MdxJsxTextElement): ComponentUse {
  const props: Record<string, unknown> = {};
  const unreadable: string[] = [];
  const dotted: DottedNumber[] = [];
  const bareWords: Record<string, string> = {};
  for (const attribute of node.attributes) {
    if (attribute.type === 'mdxJsxExpressionAttribute') {
      unreadable.push('{...}');
      continue;
    }
    const { name, value } = attribute;
    if (value === null || value === undefined) {
      props[name] = true;
    } else if (typeof value === 'string') {
      props[name] = value;
    } else {
      const program = value.data?.estree;
      const statement = program?.body[0];
      try {
        if (!statement || statement.type !== 'ExpressionStatement') throw new NotPlainData();
        props[name] = plainValue(statement.expression, dotted);
      } catch {
        unreadable.push(name);
        if (statement?.type === 'ExpressionStatement' && statement.expression.type === 'Identifier') {
          bareWords[name] = statement.expression.name;
        }
      }
    }
  }
  return { name: node.name ?? '', line: node.position?.start.line, props, unreadable, dotted, bareWords };
}

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
  mainHeadingLines: [],
  links: [],
  components: [],
  looseSteps: [],
  images: [],
  expressions: [],
  misfires: [],
  headingSkips: [],
  raggedRows: [],
});

/**
 * `![alt](address)` or `[text](address)` left as text: the address had a space, a bracket was lost,
 * or a space came between "]" and "(" (`[guide] (/knowledge-centre/…)`).
 */
const UNREAD_LINK = /(!?)\[[^\]\n]*\][ \t]*\((?:\/|https?:)[^)\n]*\)|(!?)\[[^\]\n]*\]\([^)\n]*\)/g;
/** A table's rows: each line starts with a "|". */
const TABLE_ROW = /^\s*\|.*\|\s*$/;

/** Parses an MDX body (frontmatter included, so line numbers match the file) and lists what it uses. */
export function analyseMdx(source: string): BodyAnalysis {
  const tree = parser.parse(source) as Root;
  const slugger = new GithubSlugger();
  const analysis = emptyAnalysis();
  // The page's title is its main heading, so the body's headings start at level 2.
  let previousDepth = 1;
  const steps = new Set<unknown>();
  visit(tree, (node) => {
    switch (node.type) {
      case 'paragraph': {
        const { start, end } = node.position ?? {};
        const raw = start?.offset !== undefined && end?.offset !== undefined ? source.slice(start.offset, end.offset) : '';
        const lines = raw.split('\n');
        if (lines.length >= 2 && lines.every((line) => TABLE_ROW.test(line))) {
          analysis.misfires.push({ kind: 'table', text: lines[0]!.trim(), line: start?.line });
        }
        // A list pasted from a word processor keeps its bullets (•), and a table from a spreadsheet its
        // tabs: both are one run-on paragraph here.
        const bullet = lines.findIndex((line) => /^\s*[•·▪◦●‣]/.test(line));
        if (bullet !== -1 && start) {
          analysis.misfires.push({ kind: 'bullet', text: lines[bullet]!.trim(), line: start.line + bullet });
        }
        const tabbed = lines.findIndex((line) => /\S\t+\S.*\t/.test(line));
        if (tabbed !== -1 && start && !lines.every((line) => TABLE_ROW.test(line))) {
          analysis.misfires.push({ kind: 'tabs', text: lines[tabbed]!.trim(), line: start.line + tabbed });
        }
        // "##Heading", with no space after the #s (or a non-breaking one, from a word processor), is a paragraph of text.
        const lost = /^(#{1,6})(?:[^\s#]|[\u00a0\u202f])/.exec(raw);
        if (lost) {
          analysis.misfires.push({ kind: 'heading', text: lines[0]!.trim(), line: start?.line });
          // Counted as the heading it was meant to be, so the next heading is not also reported as a skip.
          previousDepth = lost[1]!.length;
        }
        break;
      }
      case 'code':
        // A block between ``` lines shows as code, not as text: a ``` typed by mistake, or never closed,
        // turns the rest of the page into code. Pages have no use for one.
        analysis.misfires.push({ kind: 'code', text: '```', line: node.position?.start.line });
        break;
      case 'table': {
        const [head, ...rows] = node.children;
        const columns = head?.children.length ?? 0;
        for (const row of rows)
          if (row.children.length !== columns)
            analysis.raggedRows.push({ cells: row.children.length, columns, line: row.position?.start.line });
        break;
      }
      case 'heading': {
        // A line of --- or === under a line of text makes it a heading: a dividing line meant, as a rule.
        const { start, end } = node.position ?? {};
        const underline = start && end && end.line > start.line ? source.split('\n')[end.line - 1]?.trim() : undefined;
        if (underline && /^(?:=+|-+)$/.test(underline)) {
          analysis.misfires.push({ kind: 'underline', text: underline, line: end!.line });
          break;
        }
        if (node.depth > previousDepth + 1) {
          analysis.headingSkips.push({ depth: node.depth, previous: previousDepth, line: node.position?.start.line });
        }
        previousDepth = node.depth;
        const text = toString(node);
        if (!text.trim()) {
          analysis.misfires.push({ kind: 'empty heading', text: '#'.repeat(node.depth), line: start?.line });
          break;
        }
        const id = slugger.slug(text);
        analysis.headingIds.push(id);
        if (node.depth === 2) analysis.outline.push({ id, text });
        if (node.depth === 1 && node.position) analysis.mainHeadingLines.push(node.position.start.line);
        break;
      }
      case 'text': {
        // The line in the file of a place in the text.
        const lineAt = (index: number) => node.position && node.position.start.line + node.value.slice(0, index).split('\n').length - 1;
        // Bold that is not closed, or has a space inside its **, shows its asterisks.
        // A run of three or more (a row of stars, "*****") is typed to be seen as it is.
        const bold = /(?<!\*)\*\*(?!\*)/.exec(node.value);
        if (bold) {
          analysis.misfires.push({ kind: 'bold', text: '**', line: lineAt(bold.index) });
        }
        // "< Fact" with a space after the < is text, not a building block.
        for (const match of node.value.matchAll(/<\s+([A-Z][A-Za-z]*)/g)) {
          analysis.misfires.push({ kind: 'tag', text: match[1]!, line: lineAt(match.index) });
        }
        for (const match of node.value.matchAll(UNREAD_LINK)) {
          analysis.misfires.push({ kind: match[1] || match[2] ? 'picture' : 'link', text: match[0], line: lineAt(match.index) });
        }
        analysis.words += countWords(node.value);
        break;
      }
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
      case 'mdxFlowExpression':
      case 'mdxTextExpression':
        analysis.expressions.push({
          code: node.value,
          comment: (node.data?.estree?.body.length ?? 0) === 0,
          line: node.position?.start.line,
        });
        break;
      case 'mdxJsxFlowElement':
      case 'mdxJsxTextElement': {
        const use = componentUse(node);
        analysis.components.push(use);
        // The tree is walked from the top down, so a <Steps> is met before the <Step>s inside it.
        if (use.name === 'Steps') {
          visit(node, (inner) => {
            if ((inner.type === 'mdxJsxFlowElement' || inner.type === 'mdxJsxTextElement') && inner.name === 'Step') steps.add(inner);
          });
        }
        if (use.name === 'Step' && !steps.has(node) && use.line) analysis.looseSteps.push(use.line);
        const href = use.props.href;
        if (typeof href === 'string') analysis.links.push({ href, line: use.line });
        if (use.name === 'img' && typeof use.props.src === 'string') {
          // An alt written as an expression cannot be read here; it is there, so count it as given.
          const alt = use.unreadable.includes('alt') ? '{…}' : use.props.alt;
          analysis.images.push({
            src: use.props.src,
            alt: typeof alt === 'string' ? alt : undefined,
            syntax: 'html',
            line: use.line,
          });
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
