import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { describeIssues, type Fault } from './faults';
import { lineOf } from './yaml-lines';

/**
 * Reads YAML as every content file is read: with the core schema, which keeps an impossible date such
 * as 2026-02-30 as the text typed, for the schemas to refuse, where the default one makes it 2 March.
 */
export const loadYaml = (text: string): unknown => yaml.load(text, { schema: yaml.CORE_SCHEMA });

/**
 * A YAML parser's reason, in words; the parser's own words are kept only when none of these fit.
 * `written` is the line it stopped on, when known.
 */
function yamlReason(reason: string, written = ''): string {
  if (/missed comma between flow collection entries/.test(reason)) {
    // { label: Boilers href: /boilers }: a comma before each name that has none.
    const mended = /\{.*\}/.exec(written)?.[0].replace(/([^\s,{])(\s+)([\w.]+):(?=\s)/g, '$1,$2$3:');
    return `a comma is missing between two settings inside { }: put a comma after each value but the last${mended ? `, like ${mended}` : ''}`;
  }
  const block = /^\s*(?:-\s+)?([\w.]+):\s*([>|][-+]?)[ \t]+(\S.*)$/.exec(written);
  if (/a line break is expected/.test(reason) && block) {
    // "quote: >- Great service": the text of a >- (or |) setting starts on the line below it.
    const [, name = '', mark = '', words = ''] = block;
    const start = words.length > 30 ? `${words.slice(0, 30).replace(/\s+\S*$/, '')}…` : words;
    return `"${name}" is followed by ${mark}, so its text must start on the line below, indented further than "${name}": move "${start}" down to a line of its own`;
  }
  if (/duplicated mapping key/.test(reason)) {
    // In a list (the reviews), a new entry whose first line lost its "- " runs into the one above.
    return 'a setting is written twice in one group: if a new entry of a list starts here, begin its first line with "- " as the entries above do; otherwise keep one of the two';
  }
  if (/bad indentation|block mapping entry|end of the stream or a document separator|implicit key/.test(reason)) {
    return 'a line is indented differently from the lines around it, or a value has a ":" in it: line the settings up as the ones above them are, and put text that contains ":" in double quotes';
  }
  if (/tab characters/.test(reason)) return 'a line is indented with a tab: indent with spaces';
  if (/expected a single document/.test(reason)) {
    return 'it has a line with only --- in it, which starts a second copy of the settings: remove that line, and anything pasted after it that is there already';
  }
  return `${reason}; check the indentation, and put text that contains ":" in double quotes`;
}

/**
 * A YAML mistake as a fault. `what` names what could not be read: an MDX file's settings block, or
 * a whole data file (content/site.yaml). `text` is the whole file: it places a second copy the parser
 * gives no line, and shows the line the parser stopped on.
 */
export function yamlFault(file: string, error: unknown, what = 'the settings block', text = ''): Fault {
  // gray-matter bundles its own YAML parser, so recognise its errors by shape rather than by class.
  const details = error instanceof Error ? (error as Error & { reason?: string; mark?: { line?: number } }) : undefined;
  const reason = details?.reason ?? (error instanceof Error ? error.message : String(error));
  // A second document starts at a --- after the first line.
  const second = /expected a single document/.test(reason)
    ? text.split('\n').findIndex((line, index) => index > 0 && line.trim() === '---')
    : -1;
  const line = details?.mark?.line ?? (second === -1 ? undefined : second);
  const written = typeof line === 'number' ? text.split('\n')[line] : undefined;
  return {
    file,
    line: typeof line === 'number' ? line + 1 : undefined,
    severity: 'error',
    message: `${what} could not be read: ${yamlReason(reason, written)}`,
  };
}

/** A setting's value as typed on its line: `field` is empty for a list item such as "- heat pump". */
interface SettingValue {
  field: string;
  value: string;
  index: number;
  /** For a list item, the setting the list belongs to ("keywords"), when the lines above show it. */
  list?: string;
}

/** The setting a list item at line `index` belongs to: the nearest "name:" above it, no deeper than it. */
function listOf(lines: readonly string[], index: number): string | undefined {
  const indent = /^\s*/.exec(lines[index]!)![0].length;
  for (let at = index - 1; at >= 0; at -= 1) {
    const line = lines[at]!;
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const key = /^(\s*)(?:-\s+)?([\w.]+):\s*$/.exec(line);
    if (key && key[1]!.length <= indent) return key[2];
    if (/^\s*/.exec(line)![0].length < indent) return undefined;
  }
  return undefined;
}

/**
 * Every line of a YAML text that starts a setting's value or a list item; not a line of a longer
 * text, which may well open with a quote or hold a " #".
 */
function settingValues(yamlText: string): SettingValue[] {
  const lines = yamlText.split('\n');
  return lines.flatMap((line, index) => {
    const setting = /^\s*(?:-\s+)?([\w.]+):\s+(.*)$/.exec(line);
    if (setting) return [{ field: setting[1]!, value: setting[2]!, index }];
    const item = /^\s*-\s+(.*)$/.exec(line);
    return item ? [{ field: '', value: item[1]!, index, list: listOf(lines, index) }] : [];
  });
}

/** How a message names a setting: "title", this item of "keywords", or this line. */
const subjectOf = ({ field, list }: SettingValue) =>
  field ? `"${field}"` : list ? `this item of "${list}"` : 'this line';
const writtenAs = (field: string, value: string) => `${field ? `${field}: ` : '- '}${value}`;

const INVISIBLE: Record<string, string> = {
  '\u200b': 'a zero-width space',
  '\u200c': 'a zero-width non-joiner',
  '\u2060': 'a word joiner',
  '\u00ad': 'a soft hyphen',
  '\ufeff': 'a zero-width no-break space',
};
const INVISIBLE_CHARACTER = new RegExp(`[${Object.keys(INVISIBLE).join('')}]`);

/**
 * Invisible characters, which come with text pasted from a web page, an e-mail or a word processor:
 * they cannot be seen in an editor, yet stop a setting matching its allowed values, a heading being
 * one, or a link working. One fault a line, saying what comes just after the first.
 */
export function invisibleFaults(file: string, text: string, firstLine = 1): Fault[] {
  return text.split('\n').flatMap((line, index) => {
    const at = INVISIBLE_CHARACTER.exec(line);
    if (!at) return [];
    // The words that follow it, up to three, to find it by.
    const after = line
      .slice(at.index + 1)
      .replace(new RegExp(INVISIBLE_CHARACTER, 'g'), '')
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .join(' ');
    return [
      {
        file,
        line: firstLine + index,
        severity: 'error' as const,
        message: `this line has an invisible character (${INVISIBLE[at[0]]}), which comes with text pasted from a web page or a word processor and can stop a setting, a heading or a link working: ${after ? `it is just before "${after}"; ` : 'it is at the end of the line; '}delete it, or retype that part of the line`,
      },
    ];
  });
}

/**
 * Characters a word processor, a Mac or a phone types in place of the plain ones the settings need:
 * a value between curly quotes (“…” or ‘…’), which YAML keeps as part of the text or stops at a ":"
 * inside; and a non-breaking space after a setting's colon or in a line's indentation, which YAML
 * does not read as a space at all. A non-breaking space inside a value's text is left alone. And a
 * number written with a full stop for thousands, as some countries and keyboards do (7.500), which
 * is read as a decimal (7.5); and a list whose name line was deleted (namelessLists).
 */
export function typedCharacterFaults(file: string, yamlText: string, firstLine: number): Fault[] {
  const spaces = yamlText.split('\n').flatMap((line, index) => {
    const at = { file, line: firstLine + index, severity: 'error' as const };
    const afterColon = /^[ \t]*(?:-[ \t]+)?([A-Za-z][\w.]*):[ \t]*[\u00a0\u202f]/.exec(line)?.[1];
    if (afterColon) {
      return [
        {
          ...at,
          message: `"${afterColon}" has a non-breaking space after its colon (word processors put them in), which the settings do not read as a space: delete it and type an ordinary space`,
        },
      ];
    }
    const dotted = /^[ \t]*(?:-[ \t]+)?([A-Za-z][\w.]*):[ \t]+(\d{1,3}(?:\.\d{3})+)[ \t]*(?:#.*)?$/.exec(line);
    if (dotted) {
      const [, field, raw] = dotted;
      return [
        {
          ...at,
          message: `"${field}" is ${raw}, which is read as ${Number(raw)}, because a full stop starts the decimals: write ${raw!.replace(/\./g, '')}, with no full stop or comma`,
        },
      ];
    }
    if (/^[ \t]*(?:-[ \t]*)?[\u00a0\u202f]/.test(line)) {
      return [
        {
          ...at,
          message:
            'this line has a non-breaking space at its start (word processors put them in), which the settings do not read as a space: delete the spaces before the first word and type ordinary ones',
        },
      ];
    }
    return [];
  });
  const quotes = settingValues(yamlText).flatMap((setting) => {
    const { value, index } = setting;
    const quote = /^[“”‘’]/.exec(value)?.[0];
    if (!quote) return [];
    return [
      {
        file,
        line: firstLine + index,
        severity: 'error' as const,
        message: `${subjectOf(setting)} starts with a curly quote ${quote}, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all`,
      },
    ];
  });
  return [...spaces, ...quotes, ...namelessLists(file, yamlText, firstLine)].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
}

/**
 * A list whose name line was deleted ("related:" gone, its "- " lines left): the lines run on under
 * the setting above, which has a value of its own. YAML then reads them as more of that value (a date
 * that is not one) or stops. Reported at that setting's line, where the other faults would point.
 */
function namelessLists(file: string, yamlText: string, firstLine: number): Fault[] {
  const lines = yamlText.split('\n');
  const faults: Fault[] = [];
  let previous: { indent: number; field?: string; valued: boolean; index: number } | undefined;
  for (const [index, line] of lines.entries()) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    const indent = /^\s*/.exec(line)![0].length;
    const item = /^\s*-(?:\s|$)/.test(line);
    if (item && previous?.valued && previous.field && indent > previous.indent) {
      faults.push({
        file,
        line: firstLine + previous.index,
        severity: 'error',
        message: `"${previous.field}" is followed by lines starting with "- ", a list that has lost the line with its name, so they would be read as part of "${previous.field}": put the list's name (like related: or keywords:) back on a line of its own above the first "- " line`,
      });
      previous = undefined;
      continue;
    }
    const setting = /^\s*(?:-\s+)?([\w.]+):[ \t]*(.*)$/.exec(line);
    previous = {
      indent: setting && /^\s*-\s/.test(line) ? indent + 2 : indent,
      field: setting?.[1],
      // A value on the line itself, other than the start of a longer text (| or >).
      valued: Boolean(setting && setting[2] && !/^[|>]/.test(setting[2].trim())),
      index,
    };
  }
  return faults;
}

/**
 * A " #" in a value the settings block does not quote: YAML reads everything from it as a note and
 * leaves it out, so "Heat Pump Guide #1" would be published as "Heat Pump Guide". A page's settings
 * carry no notes of their own. The data files do (`display: 0121 496 0725  # how the number is shown`),
 * always with a space after the #: there (`notes`), only a # with text straight after it, as in
 * "#1" or "#happycustomer", is taken for a slip.
 */
export function commentFaults(file: string, yamlText: string, firstLine: number, { notes = false } = {}): Fault[] {
  return settingValues(yamlText).flatMap((setting) => {
    const { field, value, index } = setting;
    // A value that opens unquoted (and is not a longer text or a list in brackets), with " #" after some text.
    const kept = (notes ? /^([^\s"'>|[{#].*?)\s+#(?=[^\s#])/ : /^([^\s"'>|[{#].*?)\s+#/).exec(value)?.[1];
    if (kept === undefined) return [];
    return [
      {
        file,
        line: firstLine + index,
        severity: 'error' as const,
        message: `${subjectOf(setting)} has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "${kept}" would be published: put the whole text in double quotes, like ${writtenAs(field, `"${value.trim()}"`)}`,
      },
    ];
  });
}

/** The lines a value may carry on over: those after line `index`, up to the next setting or list item. */
function carriedLines(lines: readonly string[], index: number): string[] {
  const next = lines.slice(index + 1).findIndex((line) => /^\s*(?:-\s|[\w.]+:(?:\s|$))/.test(line));
  return lines.slice(index + 1, next === -1 ? undefined : index + 1 + next);
}

/** Where a quoted value that opens at 0 closes: the index of its closing quote, or -1 when it does not. */
function closingQuote(value: string): number {
  const quote = value[0];
  for (let at = 1; at < value.length; at += 1) {
    if (quote === '"' && value[at] === '\\') at += 1;
    else if (quote === "'" && value[at] === "'" && value[at + 1] === "'") at += 1;
    else if (value[at] === quote) return at;
  }
  return -1;
}

/**
 * Why a YAML text that could not be read fails, when it is a quote: a quoted value with no closing
 * quote (which swallows the settings below it), or a quote inside the text that ends it early, as in
 * title: "What is a "Heat Pump"?". Undefined when no quote explains it. Used only once the YAML has
 * failed, so a long quoted text carried over several lines, which is correct, is never blamed.
 */
export function quoteFault(file: string, yamlText: string, firstLine: number): Fault | undefined {
  const lines = yamlText.split('\n');
  for (const setting of settingValues(yamlText)) {
    const { field, value, index } = setting;
    const quote = value[0];
    if (quote !== '"' && quote !== "'") continue;
    const name = quote === '"' ? 'double quote "' : "single quote '";
    const end = closingQuote(value);
    const at = { file, line: firstLine + index, severity: 'error' as const };
    if (end === -1) {
      // A text may carry on over the next lines: its closing quote is there.
      if (carriedLines(lines, index).some((line) => line.includes(quote))) continue;
      return {
        ...at,
        message: `${subjectOf(setting)} opens with a ${name} but has no closing one, so the settings below it would be read as part of its text: add ${quote} at the end, like ${writtenAs(field, `${value.trimEnd()}${quote}`)}`,
      };
    }
    const after = value.slice(end + 1);
    if (after.trim() === '' || /^\s+#/.test(after)) continue;
    // The text meant: inside the quotes when the line ends with one (a quote inside the text ended
    // it early), or else all of it, opening quote included ("Heat pumps" explained).
    const trimmed = value.trimEnd();
    const meant = trimmed.endsWith(quote) ? value.slice(1, trimmed.length - 1) : trimmed;
    const other = quote === '"' ? "'" : '"';
    const [advice, fixed] = !meant.includes(other)
      ? [`put the text in ${other === '"' ? 'double' : 'single'} quotes instead`, `${other}${meant}${other}`]
      : quote === '"'
        ? ['write each " inside the text as \\"', `"${meant.replace(/(?<!\\)"/g, '\\"')}"`]
        : ["write each ' inside the text as ''", `'${meant.replace(/(?<!')'(?!')/g, "''")}'`];
    return { ...at, message: `${subjectOf(setting)} has a ${name} inside its text, which ends the text early: ${advice}, like ${writtenAs(field, fixed)}` };
  }
  return undefined;
}

/**
 * Why a YAML text that could not be read fails, when a line explains it better than the parser:
 * a setting with no space after its colon (title:"What is a Heat Pump?"), or a value starting with a
 * character YAML gives a meaning to ([Updated] …, *NEW* …, !Important …, @…, `…`), or a list in
 * brackets that never closes. Used only once the YAML has failed, so the lists in brackets the files
 * use on purpose are never blamed.
 */
export function lineFault(file: string, yamlText: string, firstLine: number): Fault | undefined {
  const lines = yamlText.split('\n');
  for (const [index, line] of lines.entries()) {
    const [, field, value] = /^\s*(?:-\s+)?([A-Za-z][\w.]*):([^\s/].*)$/.exec(line) ?? [];
    if (field && value) {
      const message = `"${field}" needs a space after its colon: write ${field}: ${value}`;
      return { file, line: firstLine + index, severity: 'error', message };
    }
  }
  for (const setting of settingValues(yamlText)) {
    const { field, value, index } = setting;
    const trimmed = value.trim();
    const special = /^[[{*&!@`%]/.exec(trimmed)?.[0];
    if (!special) continue;
    // A list or group in brackets, closed on its line, is written so on purpose.
    if ((special === '[' && trimmed.endsWith(']')) || (special === '{' && trimmed.endsWith('}'))) continue;
    if (special === '[' && !trimmed.includes(']')) {
      // A list in brackets may carry on over the next lines, and close there.
      if (carriedLines(lines, index).some((line) => line.includes(']'))) continue;
      // No ] at all: a list that lost its closing bracket, which the parser blames on a later line.
      return {
        file,
        line: firstLine + index,
        severity: 'error',
        message: `${subjectOf(setting)} opens a list with [ but never closes it: add ] at the end, like ${writtenAs(field, `${trimmed.replace(/,\s*$/, '')}]`)} (or, if it is text rather than a list, put the whole text in double quotes)`,
      };
    }
    const quoted = trimmed.includes('"') ? `'${trimmed.replace(/'/g, "''")}'` : `"${trimmed}"`;
    return {
      file,
      line: firstLine + index,
      severity: 'error',
      message: `${subjectOf(setting)} starts with ${special}, which has a special meaning in the settings: put the whole text in quotes, like ${writtenAs(field, quoted)}`,
    };
  }
  return undefined;
}

const SAVE_AS_UTF8 =
  'open it in your editor, choose Save As (or "Save with Encoding") and pick UTF-8, then check that characters such as £, – and ° look right';

/**
 * A content file's text, or undefined (with a fault) when it is not saved as UTF-8, as the site reads
 * every file: Windows editors may save as "ANSI" or "Unicode" (UTF-16), which would garble £, – and °
 * or stop the build. A byte-order mark, which some Windows editors put first, is not part of the text.
 */
export function readContentText(absolute: string, file: string, faults: Fault[]): string | undefined {
  const bytes = fs.readFileSync(absolute);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0)) {
    faults.push({
      file,
      severity: 'error',
      message: `the file is saved as UTF-16 (some editors call it "Unicode"), which the site cannot read: ${SAVE_AS_UTF8}`,
    });
    return undefined;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '');
  } catch {
    const lenient = bytes.toString('utf8');
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    faults.push({
      file,
      line,
      severity: 'error',
      message: `the file is not saved as UTF-8 (this line has the first character it cannot read), so characters such as £, – and ° would be garbled or stop the build: ${SAVE_AS_UTF8}`,
    });
    return undefined;
  }
}

/** Validates data read from `source` against a schema, adding a fault (with its line) per problem. */
export function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  source: string,
  faults: Fault[],
): z.output<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  // A field missing from an MDX file's settings has no line of its own: point at the settings block.
  const settingsLine = source.startsWith('---') ? 1 : undefined;
  for (const { path: fieldPath, message } of describeIssues(result.error.issues, data, schema)) {
    faults.push({ file, line: lineOf(source, fieldPath) ?? settingsLine, severity: 'error', message });
  }
  return undefined;
}

/** A data file's text, or undefined (with a fault) when the file is missing. */
export function readDataText(root: string, file: string, faults: Fault[]): string | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) {
    faults.push({ file, severity: 'error', message: 'this file is missing' });
    return undefined;
  }
  return readContentText(absolute, file, faults);
}

/** A data file's text read and validated against its schema, a fault (with its line) per problem. */
export function parseYamlText<S extends z.ZodType>(
  file: string,
  source: string,
  schema: S,
  faults: Fault[],
): z.output<S> | undefined {
  const typed = [...invisibleFaults(file, source), ...typedCharacterFaults(file, source, 1)];
  faults.push(...typed);
  const hashes = commentFaults(file, source, 1, { notes: true });
  faults.push(...hashes);
  let data: unknown;
  try {
    data = loadYaml(source);
  } catch (error) {
    // A ":" inside curly quotes, or a non-breaking space, also breaks the YAML: it is then the thing to fix.
    if (typed.length === 0)
      faults.push(quoteFault(file, source, 1) ?? lineFault(file, source, 1) ?? yamlFault(file, error, 'the file', source));
    return undefined;
  }
  if (data === null || data === undefined) {
    faults.push({
      file,
      severity: 'error',
      message: 'the file is empty: put back its contents (on GitHub, the file\'s History shows the last version)',
    });
    return undefined;
  }
  if (typed.length > 0 || hashes.length > 0) return undefined;
  return validate(schema, data, file, source, faults);
}

export function readYamlFile<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  faults: Fault[],
): z.output<S> | undefined {
  const source = readDataText(root, file, faults);
  return source === undefined ? undefined : parseYamlText(file, source, schema, faults);
}
