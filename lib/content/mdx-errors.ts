import type { Point, Position } from 'unist';
import type { Fault } from './faults';
import { parseMdx } from './mdx-analysis';
import { autolinkMessage, blockSettingsMessage, namelessValueMessage, tagSettingsMessage, unclosedTagMessage } from './mdx-error-words';
import { jsxTags, openTagsAt } from './mdx-tags';

/** What an MDX parse error carries besides its words: which parser part stopped, why, and where. */
interface ParseError {
  source?: string;
  ruleId?: string;
  reason?: string;
  line?: number;
  column?: number;
  place?: Point | Position;
}

const JSX_SYNTAX = 'micromark-extension-mdx-jsx';
const JSX_TREE = 'mdast-util-mdx-jsx';
const EXPRESSION = 'micromark-extension-mdx-expression';

/** Where a fault is reported, and the message. */
type Said = { line?: number; message: string };

/** The offset in `text` of a line and column (both counted from 1). */
function offsetOf(text: string, { line, column }: { line: number; column: number }): number {
  const lines = text.split('\n');
  return lines.slice(0, line - 1).reduce((sum, row) => sum + row.length + 1, 0) + column - 1;
}

/**
 * Tags that do not pair up (mdast-util-mdx-jsx's end-tag-mismatch), in words. The error places a
 * closing tag that closes the wrong tag or crosses a paragraph's end; or else the end of what held a
 * tag left open (its paragraph, or the file): which tags were open there is read from the page's tags.
 */
function tagMismatch(text: string, error: ParseError): Said {
  const place = error.place && 'start' in error.place ? error.place : undefined;
  const tags = jsxTags(text);
  const at = place && offsetOf(text, place.start);
  const closing = tags.find((tag) => tag.close && tag.start === at);
  if (closing) {
    const open = openTagsAt(tags, at!).at(-1);
    const { line } = closing;
    if (open && open.name !== closing.name) {
      return { line, message: `</${closing.name}> does not close <${open.name}>: a closing tag must have the same name as its opening tag, with a / before it` };
    }
    // Crossing the end of a quote or a list item is not said in words: the parser's own are given.
    if (closing.within !== 'paragraph') return { line, message: unreadable(error) };
    const written = text.split('\n')[line - 1] ?? '';
    // A tag opened in a paragraph that ends before it closes: name it, when the line shows which.
    const unclosed = [...written.matchAll(/<([A-Za-z]\w*)[^>]*>/g)].find(([tag, name]) => !tag.endsWith('/>') && !written.includes(`</${name}>`));
    if (unclosed) return { line, message: unclosedTagMessage(unclosed[1]!, true) };
    // The closing tag typed at the end of the text, where it must have a line of its own.
    if (written.trim().endsWith(`</${closing.name}>`) && !written.trim().startsWith('<')) {
      return { line, message: `</${closing.name}> must be on a line of its own, below the text: move it to the next line` };
    }
    return {
      line,
      message: `a tag opened in this paragraph is not closed in it, so </${closing.name}> cannot close <${closing.name}>: close the tag before the paragraph ends, or remove it`,
    };
  }
  // A tag in a picture's description (![<br> A boiler](…)): the parser places the picture it ends.
  const written = place ? text.slice(offsetOf(text, place.start), offsetOf(text, place.end)) : '';
  const tag = /^!\[[^\]]*?(<[^<>\]]*>?)/.exec(written)?.[1];
  if (place && tag) {
    return {
      line: place.start.line,
      message: `the description of this picture, between ![ and ], has a tag in it (${tag}), which a picture cannot hold: describe the picture in plain words, like ![A heat pump outside a house](/images/heat-pump.jpg)`,
    };
  }
  const open = openTagsAt(tags, place ? offsetOf(text, place.end) : text.length).at(-1);
  if (!open) return { line: place?.start.line, message: unreadable(error) };
  const { name, line, end } = open;
  const lines = text.split('\n');
  // Text on the opening tag's own line makes the block part of a paragraph, which its closing tag,
  // on a line of its own further down, cannot close.
  const lineEnd = text.indexOf('\n', end);
  const after = text.slice(end, lineEnd === -1 ? undefined : lineEnd).trim();
  if (after && lines.slice(line).some((later) => later.trim() === `</${name}>`)) {
    return {
      line,
      message: `the text after <${name} …> on its line makes the block part of that text, so the </${name}> below cannot close it: start the text on the next line`,
    };
  }
  return { line, message: unclosedTagMessage(name, place !== undefined && open.within === 'paragraph') };
}

/**
 * A character the JSX tokenizer could not read (micromark-extension-mdx-jsx): in a tag's settings,
 * said by tagSettingsMessage; or straight after a <, which the text meant as itself.
 */
function jsxSyntax(text: string, error: ParseError): Said {
  const lines = text.split('\n');
  // A setting's value that never closes runs to the end of the file: say so where it opens.
  const runaway = error.ruleId === 'unexpected-eof' ? /[\w:.-]+=(?:"[^"]*|'[^']*)$/.exec(text) : null;
  const line = runaway ? text.slice(0, runaway.index).split('\n').length : error.line;
  const column = runaway ? undefined : error.column;
  // Stopped straight after a <, before any name: a < in the text, meant as itself.
  const afterLessThan = line !== undefined && column !== undefined && /<\/?\s*$/.test(lines[line - 1]!.slice(0, column - 1));
  if (!afterLessThan) {
    const inTag = tagSettingsMessage(text, line, column);
    if (inTag) return { line, message: inTag };
  }
  const character = afterLessThan && error.ruleId === 'unexpected-character' ? String.fromCodePoint(lines[line - 1]!.codePointAt(column - 1)!) : undefined;
  if (character === '!') {
    return { line, message: 'a note between <!-- and --> cannot be used in these pages: write a note that is not shown as {/* your note */}, or remove it' };
  }
  if (character) return { line, message: `"<${character}" is not a building block, but a < in the text starts one: write "less than" or "under" instead of <` };
  return { line, message: unreadable(error) };
}

/** Code in { } that could not be read (micromark-extension-mdx-expression), in words. */
function expression(text: string, error: ParseError): Said {
  const { ruleId, line, column } = error;
  if (ruleId === 'acorn') {
    const message =
      blockSettingsMessage(text, line) ??
      'text in curly brackets { } is read as a piece of code, and this is not code: remove the { and }, or write \\{ and \\} to show the brackets themselves';
    return { line, message };
  }
  if (ruleId === 'non-spread' || ruleId === 'spread-extra') {
    return { line, message: namelessValueMessage(text, line, column) ?? unreadable(error) };
  }
  if (ruleId === 'unexpected-eof') {
    return { line, message: 'a { in the text is never closed by a }, and a { starts a piece of code: remove it, or write \\{ to show a curly bracket' };
  }
  return { line, message: unreadable(error) };
}

/** Any other error, with the parser's own reason: shown, never read. */
const unreadable = (error: ParseError) =>
  `the text could not be read as MDX: ${error.reason}. Check for an unclosed <Component>, or a < or { that should be written out in words`;

function said(text: string, error: ParseError): Said {
  const { source, ruleId } = error;
  if (source === JSX_TREE && ruleId === 'end-tag-mismatch') {
    return tagMismatch(text, error);
  }
  if (source === JSX_TREE && ruleId === 'unexpected-closing-slash') {
    return {
      line: error.line,
      message:
        'a closing tag like </Callout> has no opening tag to close, perhaps because the opening one ends in "/>", which closes it at once: remove the closing tag, or the "/" of the opening one',
    };
  }
  if (source === JSX_SYNTAX) return jsxSyntax(text, error);
  if (source === EXPRESSION) return expression(text, error);
  return { line: error.line, message: unreadable(error) };
}

/** For a parser's slip that names no place (a picture's alt with a tag in it): the first line the text stops being readable at. */
function firstUnreadableLine(source: string): number | undefined {
  const lines = source.split('\n');
  for (let count = 1; count <= lines.length; count++) {
    try {
      parseMdx(lines.slice(0, count).join('\n'));
    } catch (error) {
      if ((error as ParseError).line === undefined) return count;
    }
  }
  return undefined;
}

/**
 * An MDX file's body that could not be read, as a fault: where, and what it means, in words. The
 * parser's error is read by its source, rule id and place, with the text at that place; its reason
 * (English, and reworded from one release to the next) is only ever shown, as a last resort.
 */
export function mdxFault(file: string, error: unknown, source: string): Fault {
  const { source: origin, ruleId, reason, line: at, column, place } = (error instanceof Object ? error : {}) as ParseError;
  const shown = (reason ?? (error instanceof Error ? error.message : String(error))).split('\n')[0];
  const { line: named, message } = said(source, { source: origin, ruleId, reason: shown, line: at, column, place });
  const line = named ?? firstUnreadableLine(source);
  // A web or e-mail address between < and > is read as a tag, which fails in one way or another.
  const autolink = line === undefined ? undefined : autolinkMessage(source.split('\n')[line - 1] ?? '');
  return { file, line, rule: 'mdx-syntax', severity: 'error', message: autolink ?? message };
}
