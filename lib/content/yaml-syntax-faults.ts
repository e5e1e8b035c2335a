import type { CST, ErrorCode } from 'yaml';
import type { Fault } from './faults';
import {
  lineAt,
  oddName,
  readYaml,
  startsLine,
  subjectOf,
  tokensOf,
  writtenAs,
  writtenFrom,
  writtenAfter,
  type Setting,
  type YamlSource,
} from './yaml-source';

/** What is wrong, and where (an offset in the text). */
interface Found {
  at: number;
  message: string;
}

const INDENTATION =
  'a line is indented differently from the lines around it, or a value has a ":" in it: line the settings up as the ones above them are, and put text that contains ":" in double quotes';
const SPECIAL =
  'a line has a character with a special meaning in the settings (such as &, *, !, %, @ or `): put the text that contains it in double quotes';

/** The parser's error codes in words; a code not listed here is about indentation or a ":" in a value. */
const BY_CODE: Partial<Record<ErrorCode, string>> = {
  DUPLICATE_KEY:
    'a setting is written twice in one group: if a new entry of a list starts here, begin its first line with "- " as the entries above do; otherwise keep one of the two',
  TAB_AS_INDENT: 'a line is indented with a tab: indent with spaces',
  MULTIPLE_DOCS:
    'it has a line with only --- in it, which starts a second copy of the settings: remove that line, and anything pasted after it that is there already',
  BAD_DQ_ESCAPE:
    'a \\ inside double quotes starts a special character: write \\\\ for a backslash, or put the text in single quotes instead',
  ALIAS_PROPS: SPECIAL,
  BAD_ALIAS: SPECIAL,
  BAD_DIRECTIVE: SPECIAL,
  BAD_PROP_ORDER: SPECIAL,
  BAD_SCALAR_START: SPECIAL,
  MULTIPLE_ANCHORS: SPECIAL,
  MULTIPLE_TAGS: SPECIAL,
  TAG_RESOLVE_FAILED: SPECIAL,
};

const QUOTED = new Set(['single-quoted-scalar', 'double-quoted-scalar']);

/**
 * A quoted value with no closing quote (which swallows the settings below it), or a quote inside the
 * text that ends it early, as in title: "What is a "Heat Pump"?". A long quoted text carried over
 * several lines, which is correct, is never blamed.
 */
function quoteProblem(source: YamlSource, tokens: readonly CST.Token[], setting: Setting): Found | undefined {
  const { field, start, written } = setting;
  // The quoted text may be the value, or, when a ": " follows it, the name of a setting inside it.
  const quoted = tokens.find((token): token is CST.FlowScalar => token.offset === start && QUOTED.has(token.type));
  if (!quoted) return undefined;
  const quote = quoted.source[0]!;
  const name = quote === '"' ? 'double quote "' : "single quote '";
  const end = quoted.offset + quoted.source.length;
  const unclosed = `${subjectOf(setting)} opens with a ${name} but has no closing one, so the settings below it would be read as part of its text: add ${quote} at the end, like ${writtenAs(field, `${written.trimEnd()}${quote}`)}`;
  if (source.doc.errors.some(({ code, pos }) => code === 'MISSING_CHAR' && pos[0] >= quoted.offset && pos[0] <= end)) {
    return { at: setting.at, message: unclosed };
  }
  // Nothing but a note may follow the closing quote on its line.
  const next = writtenAfter(tokens, quoted);
  if (!next || next.type === 'newline' || next.type === 'comment') return undefined;
  // - "name": … is a group of settings as a list item, written so on purpose.
  if (next.type === 'map-value-ind' && !field) return undefined;
  if (quoted.source.includes('\n')) {
    // Closed at a quote on a later line, with text after it: the quote meant to close it is missing
    // if, closed at the end of its first line, the settings read.
    const close = quoted.offset + written.trimEnd().length;
    const mended = `${source.text.slice(0, close)}${quote}${source.text.slice(close)}`;
    return readYaml(mended).problems.length === 0 ? { at: setting.at, message: unclosed } : undefined;
  }
  // The text meant: inside the quotes when the line ends with one (a quote inside the text ended
  // it early), or else all of it, opening quote included ("Heat pumps" explained).
  const trimmed = written.trimEnd();
  const meant = trimmed.endsWith(quote) ? written.slice(1, trimmed.length - 1) : trimmed;
  const other = quote === '"' ? "'" : '"';
  const [advice, fixed] = !meant.includes(other)
    ? [`put the text in ${other === '"' ? 'double' : 'single'} quotes instead`, `${other}${meant}${other}`]
    : quote === '"'
      ? ['write each " inside the text as \\"', `"${meant.replace(/(?<!\\)"/g, '\\"')}"`]
      : ["write each ' inside the text as ''", `'${meant.replace(/(?<!')'(?!')/g, "''")}'`];
  return {
    at: setting.at,
    message: `${subjectOf(setting)} has a ${name} inside its text, which ends the text early: ${advice}, like ${writtenAs(field, fixed)}`,
  };
}

/**
 * A value starting with a character YAML gives a meaning to ([Updated] …, *NEW* …, !Important …, @…,
 * `…`), or a list in brackets that never closes. The lists in brackets the files use on purpose are
 * never blamed.
 */
function specialStart(source: YamlSource, setting: Setting): Found | undefined {
  const { field, value, written } = setting;
  const trimmed = written.trim();
  // A | or > starts a block of text only when followed by a space or a line break (|Wheelwright does not).
  const header = value?.type === 'block-scalar' ? value.props.find((token) => token.type === 'block-scalar-header') : undefined;
  const joined =
    header &&
    'source' in header &&
    source.doc.errors.some(({ pos }) => pos[0] > header.offset && pos[0] < header.offset + header.source.length);
  const special = (joined ? /^[|>]/ : /^[[{*&!@`%]/).exec(trimmed)?.[0];
  if (!special) return undefined;
  // A list or group in brackets, closed on its line, is written so on purpose.
  if ((special === '[' && trimmed.endsWith(']')) || (special === '{' && trimmed.endsWith('}'))) return undefined;
  if (special === '[' && !trimmed.includes(']')) {
    // A list in brackets may carry on over the next lines, and close there.
    if (value?.type === 'flow-collection' && value.end.some((token) => token.type === 'flow-seq-end')) return undefined;
    return {
      at: setting.at,
      message: `${subjectOf(setting)} opens a list with [ but never closes it: add ] at the end, like ${writtenAs(field, `${trimmed.replace(/,\s*$/, '')}]`)} (or, if it is text rather than a list, put the whole text in double quotes)`,
    };
  }
  const quoted = trimmed.includes('"') ? `'${trimmed.replace(/'/g, "''")}'` : `"${trimmed}"`;
  return {
    at: setting.at,
    message: `${subjectOf(setting)} starts with ${special}, which has a special meaning in the settings: put the whole text in quotes, like ${writtenAs(field, quoted)}`,
  };
}

/** A setting with no space after its colon (title:"What is a Heat Pump?"), which the parser takes for text. */
function missingSpace(source: YamlSource): Found | undefined {
  for (const token of source.all) {
    if (token.type !== 'scalar' || !startsLine(source, token.offset)) continue;
    const [, field, value] = /^([A-Za-z][\w.]*):([^\s/].*)$/.exec(writtenFrom(source, token.offset)) ?? [];
    if (field && value) return { at: token.offset, message: `"${field}" needs a space after its colon: write ${field}: ${value}` };
  }
  return undefined;
}

/** { label: Boilers href: /boilers } with the comma it lacks: the parser took "Boilers href" for one name. */
function mendedFlow(source: YamlSource, at: number): string | undefined {
  const flows = source.all.filter((token): token is CST.FlowCollection => token.type === 'flow-collection');
  const spans = flows.map((flow) => {
    const last = [...tokensOf(flow)].at(-1)!;
    return { flow, end: last.offset + ('source' in last ? last.source.length : 0) };
  });
  const inner = spans.filter(({ flow, end }) => flow.offset <= at && at < end).at(-1);
  if (!inner) return undefined;
  const commas = inner.flow.items.flatMap((item) =>
    item.value?.type === 'block-map'
      ? item.value.items.flatMap(({ key }) =>
          key?.type === 'scalar' && /\s/.test(key.source) ? [key.offset + key.source.search(/\s+\S*$/)] : [],
        )
      : [],
  );
  if (commas.length === 0) return undefined;
  let text = source.text.slice(inner.flow.offset, inner.end);
  for (const comma of commas.sort((a, b) => b - a)) {
    const index = comma - inner.flow.offset;
    text = `${text.slice(0, index)},${text.slice(index)}`;
  }
  return text.trim();
}

/**
 * Where to fix what the parser found at `at`: past the empty lines and notes it may start at, and for
 * a block used as a name (a value with ": " in it, or a "- " line under a setting with a value), at
 * the ": " or "- " that made it one.
 */
function placed(source: YamlSource, code: ErrorCode, at: number): number {
  const skipped = new Set(['space', 'newline', 'comment', 'block-map', 'block-seq', 'flow-collection', 'document']);
  const wanted =
    code === 'BLOCK_AS_IMPLICIT_KEY'
      ? (token: CST.Token) => token.type === 'map-value-ind' || token.type === 'seq-item-ind'
      : (token: CST.Token) => !skipped.has(token.type);
  const tokens = source.all;
  // Inside a value (a \ that starts no special character in "…"): that value's line.
  const inside = (token: CST.Token) =>
    QUOTED.has(token.type) && 'source' in token && token.offset < at && at < token.offset + token.source.length;
  if (tokens.some(inside)) return at;
  return tokens.find((token) => token.offset >= at && wanted(token))?.offset ?? at;
}

/** What the parser's first error means, by its code and the token it is at. */
function codeProblem(source: YamlSource): Found {
  const [first] = source.problems;
  if (!first) {
    // Read by the parser, but not as meant: a name that is not one, a tag, or an alias (*name) to nothing.
    const odd = oddName(source);
    if (odd !== undefined) return { at: odd, message: INDENTATION };
    const special = source.all.find((token) => token.type === 'tag' || token.type === 'alias');
    return { at: special?.offset ?? -1, message: SPECIAL };
  }
  const { code } = first;
  const at = placed(source, code, first.at);
  if (code === 'BLOCK_IN_FLOW') {
    const mended = mendedFlow(source, at);
    return {
      at,
      message: `a comma is missing between two settings inside { }: put a comma after each value but the last${mended ? `, like ${mended}` : ''}`,
    };
  }
  // "quote: >- Great service": the text of a >- (or |) setting starts on the line below it.
  const block = source.settings.find(
    ({ value }) => value?.type === 'block-scalar' && value.props.some((token) => token.type === 'error' && token.offset === at),
  );
  if (block?.field && block.value?.type === 'block-scalar') {
    const { field, value } = block;
    const header = value.props.find((token) => token.type === 'block-scalar-header');
    const mark = header && 'source' in header ? header.source : '';
    const words = writtenFrom(source, at).trim();
    const start = words.length > 30 ? `${words.slice(0, 30).replace(/\s+\S*$/, '')}…` : words;
    return {
      at,
      message: `"${field}" is followed by ${mark}, so its text must start on the line below, indented further than "${field}": move "${start}" down to a line of its own`,
    };
  }
  // The line the parser stopped at is indented with a tab, whatever it made of it.
  const line = source.text.slice(source.text.lastIndexOf('\n', at - 1) + 1);
  if (/^[ ]*\t/.test(line)) return { at, message: BY_CODE.TAB_AS_INDENT! };
  return { at, message: BY_CODE[code] ?? INDENTATION };
}

/**
 * Why a YAML text that could not be read fails, in words, at the line to fix. `what` names what
 * could not be read: an MDX file's settings block, or a whole data file.
 */
export function yamlSyntaxFault(file: string, source: YamlSource, what: string): Fault {
  const { settings, all: tokens } = source;
  const first = (problem: (setting: Setting) => Found | undefined) => {
    for (const setting of settings) {
      const found = problem(setting);
      if (found) return found;
    }
    return undefined;
  };
  // A slip a line shows is named as itself, before what the parser made of it.
  const own =
    first((setting) => quoteProblem(source, tokens, setting)) ??
    missingSpace(source) ??
    first((setting) => specialStart(source, setting));
  const found = own ?? codeProblem(source);
  return {
    file,
    line: found.at === -1 ? undefined : lineAt(source, found.at),
    rule: 'yaml-syntax',
    severity: 'error',
    message: own ? found.message : `${what} could not be read: ${found.message}`,
  };
}
