import { Composer, CST, LineCounter, Parser, type Document, type ErrorCode } from 'yaml';

/**
 * The core schema, as every content file is read: it keeps an impossible date such as 2026-02-30 as
 * the text typed, for the schemas to refuse, where a schema with timestamps would make it 2 March.
 */
const OPTIONS = { schema: 'core' } as const;

/**
 * A YAML text as the `yaml` package reads it, read once for every rule: its tokens as written (and
 * every token, flattened), its document, its settings, what the parser found wrong, and its value
 * when it can be read as it stands. Lines are the file's: the text starts on `firstLine`.
 */
export interface YamlSource {
  text: string;
  firstLine: number;
  tokens: CST.Token[];
  /** Every token of the text in the order written, collections before what they hold. */
  all: CST.Token[];
  doc: Document.Parsed;
  lines: LineCounter;
  /** Every setting and list item outside { } and [ ], in the order written. */
  settings: Setting[];
  /** What the parser found wrong, in the order it found it: its code and where. */
  problems: { code: ErrorCode; at: number }[];
  /** The value, or undefined when the text cannot be read as it stands. */
  value?: { value: unknown };
}

export function readYaml(text: string, firstLine = 1): YamlSource {
  const lines = new LineCounter();
  const tokens = [...new Parser(lines.addNewLine).parse(text)];
  const [doc, next] = [...new Composer(OPTIONS).compose(tokens, true, text.length)];
  const problems = [
    ...doc!.errors.map(({ code, pos }) => ({ code, at: pos[0] })),
    ...(next === undefined ? [] : [{ code: 'MULTIPLE_DOCS' as const, at: next.range[0] }]),
    // An unknown tag (!Important) is only a warning to the parser; the text after it would be lost.
    ...doc!.warnings.map(({ code, pos }) => ({ code, at: pos[0] })),
  ];
  const source: YamlSource = { text, firstLine, tokens, all: tokens.flatMap((token) => [...tokensOf(token)]), doc: doc!, lines, settings: [], problems };
  for (const token of tokens) collectSettings(source, token, undefined, source.settings);
  source.value = valueOf(source);
  return source;
}

/**
 * Where a setting has a list or group for its name ([a, b]: text), or a ": " with no name before it:
 * YAML, but never meant. The parser reads "primary: [Bromsgrove]: a guide" as two settings.
 */
export function oddName(source: YamlSource): number | undefined {
  for (const token of source.all) {
    if (token.type !== 'block-map') continue;
    const item = token.items.find(({ key, sep }) => sep && (!key || CST.isCollection(key)));
    if (item) return item.sep!.find((sep) => sep.type === 'map-value-ind')?.offset ?? item.key?.offset;
  }
  return undefined;
}

function valueOf(source: YamlSource): { value: unknown } | undefined {
  if (source.problems.length > 0 || oddName(source) !== undefined) return undefined;
  // A tag (!name) changes what a value is read as, and the settings have no use for one.
  if (source.all.some((token) => token.type === 'tag')) return undefined;
  try {
    return { value: source.doc.toJS() };
  } catch {
    // An alias (*name) with no anchor to stand for.
    return undefined;
  }
}

/** Reads YAML as every content file is read, throwing when it cannot be read. */
export function loadYaml(text: string): unknown {
  const source = readYaml(text);
  if (source.value) return source.value.value;
  throw source.doc.errors[0] ?? source.doc.warnings[0] ?? new Error('the YAML could not be read');
}

/** The line in the file of an offset in the text. */
export const lineAt = (source: YamlSource, offset: number) => source.firstLine + source.lines.linePos(offset).line - 1;

/** The 1-based column of an offset in the text. */
export const columnAt = (source: YamlSource, offset: number) => source.lines.linePos(offset).col;

/** The text as written from `offset` to the end of its line. */
export function writtenFrom(source: YamlSource, offset: number): string {
  const end = source.text.indexOf('\n', offset);
  return source.text.slice(offset, end === -1 ? undefined : end).replace(/\r$/, '');
}

/** Every token of the text in the order written, collections before what they hold. */
export function* tokensOf(token: CST.Token): Generator<CST.Token> {
  yield token;
  const items = (list: readonly CST.CollectionItem[]) =>
    list.flatMap((item) => [...item.start, ...(item.key ? [item.key] : []), ...(item.sep ?? []), ...(item.value ? [item.value] : [])]);
  const inner: CST.Token[] =
    token.type === 'document'
      ? [...token.start, ...(token.value ? [token.value] : []), ...(token.end ?? [])]
      : token.type === 'block-map' || token.type === 'block-seq'
        ? items(token.items)
        : token.type === 'flow-collection'
          ? [token.start, ...items(token.items), ...token.end]
          : token.type === 'block-scalar'
            ? token.props
            : 'end' in token
              ? (token.end ?? [])
              : [];
  for (const child of inner) yield* tokensOf(child);
}

const UNWRITTEN = new Set(['document', 'block-map', 'block-seq', 'flow-collection', 'space']);

/** The first token written after `token` (past what it holds when `past`), spaces and collections left out. */
export function writtenAfter(tokens: readonly CST.Token[], token: CST.Token, past = false): CST.Token | undefined {
  const last = past ? [...tokensOf(token)].at(-1)! : token;
  const from = tokens.indexOf(last);
  return from === -1 ? undefined : tokens.slice(from + 1).find((next) => !UNWRITTEN.has(next.type));
}

/** Whether a token is the first thing on its line, after the indentation and a list's "- ". */
export function startsLine(source: YamlSource, offset: number): boolean {
  const start = source.text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*(?:-[ \t]+)?$/.test(source.text.slice(start, offset));
}

/** A setting (`title: …`) or a list item (`- heat pump`) as written. */
export interface Setting {
  /** The setting's name, or '' for a list item. */
  field: string;
  /** For a list item, the setting the list belongs to ("keywords"), when it has one. */
  list?: string;
  /** Where the setting's name, or the item's "-", is. */
  at: number;
  /** The value's token. */
  value?: CST.Token;
  /** Where the value starts as typed (a tag, an anchor or a quote included), when on the setting's line. */
  start?: number;
  /** The value as typed, from `start` to the end of its line ('' when it starts on a later line). */
  written: string;
  /** The line of the setting's name, or the item's "-", in the file. */
  line: number;
}

const NAME = /^\w[\w.-]*$/;

/** Where the value after an indicator (":" or "-") starts, when it starts on the indicator's line. */
function valueStart(tokens: readonly CST.SourceToken[], indicator: string, value?: CST.Token): number | undefined {
  const after = tokens.slice(tokens.findIndex((token) => token.type === indicator) + 1);
  const first = after.find((token) => token.type !== 'space');
  if (first) return first.type === 'newline' || first.type === 'comment' ? undefined : first.offset;
  return value?.offset;
}

function collectSettings(source: YamlSource, token: CST.Token | null | undefined, list: string | undefined, out: Setting[]) {
  if (!token) return;
  const setting = (field: string, at: number, start: number | undefined, value: CST.Token | undefined, of?: string) =>
    out.push({ field, list: of, at, value, start, written: start === undefined ? '' : writtenFrom(source, start), line: lineAt(source, at) });
  if (token.type === 'document') collectSettings(source, token.value, undefined, out);
  if (token.type === 'block-map') {
    for (const item of token.items) {
      const key = item.key?.type === 'scalar' && NAME.test(item.key.source) ? item.key : undefined;
      if (key && item.sep?.some((sep) => sep.type === 'map-value-ind')) {
        setting(key.source, key.offset, valueStart(item.sep, 'map-value-ind', item.value), item.value);
      }
      collectSettings(source, item.value, key?.source, out);
    }
  }
  if (token.type === 'block-seq') {
    for (const item of token.items) {
      const dash = item.start.find((start) => start.type === 'seq-item-ind');
      if (dash) setting('', dash.offset, valueStart(item.start, 'seq-item-ind', item.value), item.value, list);
      collectSettings(source, item.value, undefined, out);
    }
  }
}

/** How a message names a setting: "title", this item of "keywords", or this line. */
export const subjectOf = ({ field, list }: Setting) =>
  field ? `"${field}"` : list ? `this item of "${list}"` : 'this line';

/** A setting written out with a new value, as a message shows it. */
export const writtenAs = (field: string, value: string) => `${field ? `${field}: ` : '- '}${value}`;
