import { z } from 'zod';
import { mdxComponentSchemas } from '@/schemas/components';

// How far above the place of an error its tag's opening is looked for.
const TAG_LINES = 80;

/**
 * The tag the parser stopped in, at `line` and `column`: its name, the line it opens on, and its
 * text, both up to the error and to the end of the error's line. Undefined when the < the parser
 * stopped after has no name: a < in the text.
 */
export function tagAt(
  text: string,
  line: number | undefined,
  column: number | undefined,
): { name: string; opened: number; upToError: string; written: string } | undefined {
  if (line === undefined) return undefined;
  const lines = text.split('\n');
  // A tag's settings may run over many lines: a price table's rows, say.
  const from = Math.max(0, line - TAG_LINES);
  const before = [...lines.slice(from, line - 1), (lines[line - 1] ?? '').slice(0, column)].join('\n');
  // The < the tag opens with, before the character the parser stopped at (itself a < at times).
  const opening = before.lastIndexOf('<', column === undefined ? before.length : before.length - 2);
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
export function namelessValueMessage(text: string, line: number | undefined, column: number | undefined): string | undefined {
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

/**
 * A character the parser could not read past a tag's name, among its settings, in words: a curly
 * quote, or a setting or ending mistyped. Undefined when it stopped at a < with no name after it.
 */
export function tagSettingsMessage(text: string, line: number | undefined, column: number | undefined): string | undefined {
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
  if (gap) {
    const empty = tag.opened + tag.upToError.slice(0, gap.index + 1).split('\n').length - 1;
    // Closed further down, it holds text and ends with >; otherwise it is one with only settings.
    const closed = text.split('\n').slice(tag.opened).join('\n').includes(`</${tag.name}>`);
    return `<${tag.name}>${where} is not ended before the empty line on line ${empty}, so what follows is read as its settings: end the tag with ${closed ? `> after its last setting, as its text closes with </${tag.name}>` : '/> after its last setting (or with > if text goes inside it)'}`;
  }
  return `the settings of <${tag.name}>${where} could not be read: write each setting as name="text", with straight double quotes and a space between settings, and end the tag with > (or with /> if nothing goes inside it)`;
}

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

/**
 * Code in a building block's { } settings that could not be read, in words: a curly quote, or text,
 * numbers and commas written as they are not in code. Undefined when `line` is not in a block's settings.
 */
export function blockSettingsMessage(text: string, line: number | undefined): string | undefined {
  const block = blockAround(text, line);
  if (!block || line === undefined) return undefined;
  // A curly quote outside straight-quoted text (where "the boiler’s check" is fine).
  const unquoted = (text.split('\n')[line - 1] ?? '').replace(/"(?:[^"\\]|\\.)*"/g, '""');
  const quote = /[“”‘’]/.exec(unquoted)?.[0];
  if (quote) {
    // The text in curly quotes, written with straight ones.
    const quoted = /[“‘]([^“”‘’]*)[”’]/.exec(unquoted)?.[1];
    return `the settings of <${block}> have a curly quote ${quote} in them, which word processors and phones type in place of a straight one: write straight double quotes round each text, like "${quoted ?? 'Annual service'}"`;
  }
  return `the settings of <${block}> could not be read: inside its { }, write text in double quotes ("Annual service"), numbers as plain digits without £ or commas (2500), and a comma between items; compare it with the example in EDITING.md`;
}

// HTML tags that never hold text: MDX still needs them closed, as <br />.
const EMPTY_TAGS = new Set(['br', 'hr', 'img', 'wbr', 'input', 'source', 'track', 'col', 'area']);

/** A tag the parser found no closing tag for, in words: how to close it depends on what it is. */
export function unclosedTagMessage(name: string, inParagraph: boolean): string {
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
export function autolinkMessage(written: string): string | undefined {
  const address = /<((?:https?:\/\/|mailto:|www\.)[^\s<>]*|[^\s<>@"=]+@[^\s<>@"]+\.[^\s<>@"]+)>/.exec(written)?.[1];
  if (!address) return undefined;
  const email = !/^(?:https?:|www\.)/.test(address);
  const href = email ? `mailto:${address.replace(/^mailto:/, '')}` : address.startsWith('www.') ? `https://${address}` : address;
  const shown = email ? address.replace(/^mailto:/, '') : 'the words to show';
  return `${email ? 'an e-mail address' : 'a web address'} between < and >, as in <${address}>, is read as a building block in these pages: write it as a link, like [${shown}](${href})`;
}
