import { z } from 'zod';
import { mdxComponentSchemas } from '@/schemas/components';
import type { Fault } from './faults';

/**
 * The building block whose settings hold `line`: a `<Name` opened above it, on a line of its own run
 * of lines, with a `={` setting between the two. Undefined when the line is ordinary text.
 */
function blockAround(text: string, line: number | undefined): string | undefined {
  if (line === undefined) return undefined;
  const lines = text.split('\n');
  for (let at = line - 1; at >= 0; at -= 1) {
    const current = lines[at]!;
    if (current.trim() === '') return undefined;
    const opening = /<([A-Z]\w*)/.exec(current);
    if (opening) return lines.slice(at, line).join('\n').includes('={') ? opening[1] : undefined;
    if (at < line - 1 && /\/?>\s*$/.test(current)) return undefined;
  }
  return undefined;
}

// How far above the place of an error its tag's opening is looked for.
const TAG_LINES = 80;

/**
 * The tag the parser stopped in, at `line` and `column`: its name, the line it opens on, and its
 * text, both up to the error and to the end of the error's line.
 */
function tagAt(
  text: string,
  line: number | undefined,
  column: number | undefined,
): { name: string; opened: number; upToError: string; written: string } | undefined {
  if (line === undefined) return undefined;
  const lines = text.split('\n');
  // A tag's settings may run over many lines: a price table's rows, say.
  const from = Math.max(0, line - TAG_LINES);
  const before = [...lines.slice(from, line - 1), (lines[line - 1] ?? '').slice(0, column)].join('\n');
  const opening = before.lastIndexOf('<');
  const name = /^<([A-Za-z]\w*)/.exec(before.slice(opening))?.[1];
  if (opening === -1 || !name) return undefined;
  return {
    name,
    opened: from + before.slice(0, opening).split('\n').length,
    upToError: before.slice(opening),
    written: lines.slice(from, line).join('\n').slice(opening),
  };
}

/** The settings of a building block that hold a list, as its schema has them: rows, for <PriceTable>. */
function listSettings(name: string): string[] {
  const schema: unknown = (mdxComponentSchemas as Record<string, unknown>)[name];
  if (!(schema instanceof z.ZodObject)) return [];
  return Object.entries(schema.shape as Record<string, unknown>)
    .filter(([, setting]) => setting instanceof z.ZodArray)
    .map(([setting]) => setting);
}

/**
 * A { … } among a tag's settings with no setting's name before it, in words: what was lost is
 * usually the line that starts a list, like rows={[.
 */
function namelessValueMessage(text: string, line: number | undefined, column: number | undefined): string | undefined {
  const tag = tagAt(text, line, column);
  if (!tag) return undefined;
  const where = tag.opened === line ? '' : ` (opened on line ${tag.opened})`;
  // The lists the block takes that its settings do not name: one of them lost its start.
  const missing = listSettings(tag.name).filter((setting) => !new RegExp(`\\b${setting}\\s*=`).test(tag.written));
  if (missing.length === 0) {
    return `the settings of <${tag.name}>${where} have a { … } with no setting's name before it: write each setting as its name, =, then its value, like title="Good to know", and compare the block with the example in EDITING.md`;
  }
  const start = missing.map((setting) => `${setting}={[`).join(' or ') + (missing.length > 1 ? ', whichever list it is,' : '');
  return `the settings of <${tag.name}>${where} have a { … } with no setting's name before it: the line that starts the list is missing. Type ${start} on a line of its own above the first {, and ]} after the last }`;
}

/** A parse error inside a tag's settings, in words: a curly quote, or a setting or ending mistyped. */
function tagSettingsMessage(text: string, reason: string, line: number | undefined, column: number | undefined): string | undefined {
  const tag = tagAt(text, line, column);
  if (!tag) return undefined;
  const where = tag.opened === line ? '' : ` (opened on line ${tag.opened})`;
  const quote = /[“”‘’]/.exec(tag.upToError)?.[0];
  if (quote) {
    // The setting with the curly quote, written with straight ones.
    const setting = [...tag.written.matchAll(/(\w+)=(["“”‘’])([^"“”‘’]*)(["“”‘’]?)/g)].find(
      ([, , open, , close]) => open !== '"' || (close !== '"' && close !== ''),
    );
    const example = setting ? `${setting[1]}="${setting[3]}"` : 'title="Good to know"';
    return `the settings of <${tag.name}>${where} have a curly quote ${quote} in them, which word processors and phones type in place of a straight one: write straight double quotes round each setting, like ${example}`;
  }
  // An empty line inside the tag: its end (/> or >) is missing, and the text below is taken for settings.
  const gap = /\n[ \t]*\n/.exec(tag.upToError);
  if (gap && /attribute/.test(reason)) {
    const empty = tag.opened + tag.upToError.slice(0, gap.index + 1).split('\n').length - 1;
    // Closed further down, it holds text and ends with >; otherwise it is one with only settings.
    const closed = text.split('\n').slice(tag.opened).join('\n').includes(`</${tag.name}>`);
    return `<${tag.name}>${where} is not ended before the empty line on line ${empty}, so what follows is read as its settings: end the tag with ${closed ? `> after its last setting, as its text closes with </${tag.name}>` : '/> after its last setting (or with > if text goes inside it)'}`;
  }
  if (/attribute/.test(reason)) {
    return `the settings of <${tag.name}>${where} could not be read: write each setting as name="text", with straight double quotes and a space between settings, and end the tag with > (or with /> if nothing goes inside it)`;
  }
  return undefined;
}

// HTML tags that never hold text: MDX still needs them closed, as <br />.
const EMPTY_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input', 'source', 'track', 'col', 'area']);

/** A tag the parser found no closing tag for, in words: how to close it depends on what it is. */
function unclosedTagMessage(name: string, inParagraph: boolean): string {
  if (name === 'img') {
    return 'a picture written as an <img> tag must be written as ![What the picture shows](/images/file-name.jpg), so the site can make small copies of it for phones';
  }
  if (EMPTY_TAGS.has(name)) return `<${name}> must be written <${name} /> in these pages, with a / before the >`;
  if (/^[a-z]/.test(name)) {
    return `<${name}> is opened but never closed${inParagraph ? ' in its paragraph' : ''}: add </${name}> where it should end${inParagraph ? ', before the empty line' : ''}, or remove it`;
  }
  return `<${name}> is opened here but never closed: add </${name}> on a line of its own where its text ends, with an empty line before it; or, if nothing goes inside it, end it with /> as in <${name} … />`;
}

/**
 * A web or e-mail address written between < and > on the line, as Markdown allows and MDX does not
 * (a < starts a building block there), in words: how to write it as a link instead.
 */
function autolinkMessage(written: string): string | undefined {
  const address = /<((?:https?:\/\/|mailto:|www\.)[^\s<>]*|[^\s<>@"=]+@[^\s<>@"]+\.[^\s<>@"]+)>/.exec(written)?.[1];
  if (!address) return undefined;
  const email = !/^(?:https?:|www\.)/.test(address);
  const href = email ? `mailto:${address.replace(/^mailto:/, '')}` : address.startsWith('www.') ? `https://${address}` : address;
  const shown = email ? address.replace(/^mailto:/, '') : 'the words to show';
  return `${email ? 'an e-mail address' : 'a web address'} between < and >, as in <${address}>, is read as a building block in these pages: write it as a link, like [${shown}](${href})`;
}

/**
 * What an MDX parse error means, in words: the slips an editor makes (a < or an unclosed { in the
 * text, a tag left open, a curly quote in a building block's settings…) said plainly, any other with
 * the parser's own reason.
 */
function mdxErrorMessage(error: unknown, reason: string, text: string, line: number | undefined, column: number | undefined): string {
  const { source, ruleId } = error as { source?: string; ruleId?: string };
  const lines = text.split('\n');
  // The line the parser stopped on, as written.
  const written = line === undefined ? '' : (lines[line - 1] ?? '');
  const autolink = autolinkMessage(written);
  if (autolink) return autolink;
  const inTag = source === 'micromark-extension-mdx-jsx' ? tagSettingsMessage(text, reason, line, column) : undefined;
  if (inTag) return inTag;
  if (source === 'micromark-extension-mdx-expression' && /spread/.test(ruleId ?? '')) {
    const nameless = namelessValueMessage(text, line, column);
    if (nameless) return nameless;
  }
  const unclosed = /^Expected a closing tag for `<(.+?)>`/.exec(reason)?.[1];
  if (unclosed) {
    // Text on the opening tag's own line makes the block part of a paragraph, which its closing tag,
    // on a line of its own further down, cannot close.
    const after = new RegExp(`<${unclosed}\\b[^>]*>(.*)$`).exec(written)?.[1]?.trim();
    if (after && line !== undefined && lines.slice(line).some((later) => later.trim() === `</${unclosed}>`)) {
      return `the text after <${unclosed} …> on its line makes the block part of that text, so the </${unclosed}> below cannot close it: start the text on the next line`;
    }
    return unclosedTagMessage(unclosed, / before the end of `paragraph`/.test(reason));
  }
  const cut = /^Expected the closing tag `<\/(.+?)>` either after the end of `paragraph`/.exec(reason)?.[1];
  if (cut) {
    // A tag opened in a paragraph that ends before it closes: name it, when the line shows which.
    const open = [...written.matchAll(/<([A-Za-z]\w*)[^>]*>/g)].find(([tag, name]) => !tag.endsWith('/>') && !written.includes(`</${name}>`));
    if (open) return unclosedTagMessage(open[1]!, true);
    // The closing tag typed at the end of the text, where it must have a line of its own.
    if (written.trim().endsWith(`</${cut}>`) && !written.trim().startsWith('<')) {
      return `</${cut}> must be on a line of its own, below the text: move it to the next line`;
    }
    return `a tag opened in this paragraph is not closed in it, so </${cut}> cannot close <${cut}>: close the tag before the paragraph ends, or remove it`;
  }
  const block = source === 'micromark-extension-mdx-expression' && ruleId === 'acorn' ? blockAround(text, line) : undefined;
  if (block) {
    // A curly quote outside straight-quoted text (where "the boiler’s check" is fine).
    const unquoted = written.replace(/"(?:[^"\\]|\\.)*"/g, '""');
    const quote = /[“”‘’]/.exec(unquoted)?.[0];
    if (quote) {
      // The text in curly quotes, written with straight ones.
      const quoted = /[“‘]([^“”‘’]*)[”’]/.exec(unquoted)?.[1];
      return `the settings of <${block}> have a curly quote ${quote} in them, which word processors and phones type in place of a straight one: write straight double quotes round each text, like "${quoted ?? 'Annual service'}"`;
    }
    return `the settings of <${block}> could not be read: inside its { }, write text in double quotes ("Annual service"), numbers as plain digits without £ or commas (2500), and a comma between items; compare it with the example in EDITING.md`;
  }
  const character = /^Unexpected character `(.+?)` \(U\+[0-9A-F]+\) before name/.exec(reason)?.[1];
  if (source === 'micromark-extension-mdx-jsx' && ruleId === 'unexpected-character' && character === '!') {
    return 'a note between <!-- and --> cannot be used in these pages: write a note that is not shown as {/* your note */}, or remove it';
  }
  if (source === 'micromark-extension-mdx-jsx' && ruleId === 'unexpected-character' && character) {
    return `"<${character}" is not a building block, but a < in the text starts one: write "less than" or "under" instead of <`;
  }
  if (source === 'micromark-extension-mdx-expression' && ruleId === 'acorn') {
    return 'text in curly brackets { } is read as a piece of code, and this is not code: remove the { and }, or write \\{ and \\} to show the brackets themselves';
  }
  if (ruleId === 'unexpected-closing-slash') {
    return 'a closing tag like </Callout> has no opening tag to close, perhaps because the opening one ends in "/>", which closes it at once: remove the closing tag, or the "/" of the opening one';
  }
  const mismatch = /^Unexpected closing tag `(.+?)`, expected corresponding closing tag for `(.+?)`/.exec(reason);
  if (mismatch) {
    return `${mismatch[1]} does not close ${mismatch[2]}: a closing tag must have the same name as its opening tag, with a / before it`;
  }
  if (source === 'micromark-extension-mdx-expression' && ruleId === 'unexpected-eof') {
    return 'a { in the text is never closed by a }, and a { starts a piece of code: remove it, or write \\{ to show a curly bracket';
  }
  return `the text could not be read as MDX: ${reason}. Check for an unclosed <Component>, or a < or { that should be written out in words`;
}

/** An MDX file's body that could not be read, as a fault: where, and what it means, in words. */
export function mdxFault(file: string, error: unknown, source: string): Fault {
  // Some MDX errors carry their line only in their text, as "(18:1-18:42)". The reason is the text as
  // the parser gave it: @mdx-js/loader puts the file's name and place before the message.
  const { reason: given } = error as { reason?: unknown };
  const text = (typeof given === 'string' ? given : error instanceof Error ? error.message : String(error)).split('\n')[0]!;
  const position = /\s*\((\d+):\d+(?:-\d+:\d+)?\)$/.exec(text);
  const reason = position ? text.slice(0, position.index) : text;
  // An unclosed tag is placed at its paragraph, or nowhere: its own place is in the text.
  const tagLine = /^Expected a closing tag for `<.+?>` \((\d+):/.exec(text)?.[1];
  // A setting's value that never closes runs to the end of the file: it opens on the last line to open one.
  const valueLine = /^Unexpected end of file in attribute value/.test(reason)
    ? source.split('\n').findLastIndex((line) => /\w+="[^"]*$/.test(line)) + 1 || undefined
    : undefined;
  const line = valueLine ?? (tagLine ? Number(tagLine) : ((error as { line?: number }).line ?? (position ? Number(position[1]) : undefined)));
  const column = valueLine ? undefined : (error as { column?: number }).column;
  return { file, line, severity: 'error', message: mdxErrorMessage(error, reason, source, line, column) };
}
