import type { CST } from 'yaml';
import type { Fault } from './faults';
import {
  columnAt,
  lineAt,
  startsLine,
  subjectOf,
  writtenAs,
  writtenFrom,
  writtenAfter,
  type Setting,
  type YamlSource,
} from './yaml-source';

const NON_BREAKING = /[\u00a0\u202f]/;
const FIELD = /^[A-Za-z][\w.]*$/;
const SCALARS = new Set(['scalar', 'single-quoted-scalar', 'double-quoted-scalar', 'block-scalar']);

const afterColon = (field: string) =>
  `"${field}" has a non-breaking space after its colon (word processors put them in), which the settings do not read as a space: delete it and type an ordinary space`;
const AT_START =
  'this line has a non-breaking space at its start (word processors put them in), which the settings do not read as a space: delete the spaces before the first word and type ordinary ones';

/**
 * Non-breaking spaces where the settings need ordinary ones, by line: after a setting's colon (the
 * parser then takes "title:\u00a0…" for text), or in a line's indentation. One inside a value's text
 * is the text's own, and left alone.
 */
function nonBreakingSpaces(source: YamlSource, tokens: readonly CST.Token[], settings: readonly Setting[]) {
  const found = new Map<number, string>();
  const add = (line: number, message: string) => {
    if (!found.has(line)) found.set(line, message);
  };
  for (const setting of settings) {
    if (!NON_BREAKING.test(setting.written[0] ?? '') || (setting.field && !FIELD.test(setting.field))) continue;
    add(setting.line, setting.field ? afterColon(setting.field) : AT_START);
  }
  for (const token of tokens) {
    if (!SCALARS.has(token.type) || !('source' in token)) continue;
    if (token.type === 'scalar' && startsLine(source, token.offset)) {
      // "title:\u00a0What is a Heat Pump?" is one piece of text to the parser, not a setting.
      const field = /^([A-Za-z][\w.]*):[ \t]*[\u00a0\u202f]/.exec(token.source)?.[1];
      if (field) add(lineAt(source, token.offset), afterColon(field));
      else if (NON_BREAKING.test(token.source[0] ?? '')) add(lineAt(source, token.offset), AT_START);
    }
    // The lines a value carries on over: a block of text (>- or |) starts on the line below its mark.
    const first = lineAt(source, token.offset) + (token.type === 'block-scalar' ? 1 : 0);
    token.source.split('\n').forEach((line, index) => {
      if ((index > 0 || token.type === 'block-scalar') && /^[ \t]*[\u00a0\u202f]/.test(line)) add(first + index, AT_START);
    });
  }
  return found;
}

/** A number written with a full stop for thousands (7.500), as some countries and keyboards do: read as 7.5. */
function dottedNumber(setting: Setting): string | undefined {
  const { field, value } = setting;
  if (!FIELD.test(field) || value?.type !== 'scalar' || !/^\d{1,3}(?:\.\d{3})+$/.test(value.source)) return undefined;
  if (value.end?.some((token) => !['space', 'comment', 'newline'].includes(token.type))) return undefined;
  const raw = value.source;
  return `"${field}" is ${raw}, which is read as ${Number(raw)}, because a full stop starts the decimals: write ${raw.replace(/\./g, '')}, with no full stop or comma`;
}

/**
 * A list whose name line was deleted ("related:" gone, its "- " lines left): the lines run on under
 * the setting above, which has a value of its own. The parser then reads them as more of that value (a
 * date that is not one) or stops. Reported at that setting's line, where the other faults would point.
 */
function namelessList(source: YamlSource, tokens: readonly CST.Token[], setting: Setting): boolean {
  const { field, value, start } = setting;
  if (!field || !value || start === undefined || value.type === 'block-scalar') return false;
  if (value.type === 'scalar' && value.source.includes('\n')) {
    const carried = value.source.split('\n').slice(1).find((line) => line.trim() !== '');
    return /^[ \t]*-(?:[ \t]|$)/.test(carried ?? '');
  }
  let next = writtenAfter(tokens, value, true);
  while (next?.type === 'newline' || next?.type === 'comment') next = writtenAfter(tokens, next);
  return next?.type === 'seq-item-ind' && columnAt(source, next.offset) > columnAt(source, setting.at);
}

/**
 * Characters a word processor, a Mac or a phone types in place of the plain ones the settings need:
 * a value between curly quotes (“…” or ‘…’), which YAML keeps as part of the text or stops at a ":"
 * inside; and a non-breaking space after a setting's colon or in a line's indentation, which YAML
 * does not read as a space at all. And a number written with a full stop for thousands, and a list
 * whose name line was deleted.
 */
export function typedCharacterFaults(file: string, source: YamlSource): Fault[] {
  const { settings, all: tokens } = source;
  const fault = (line: number, message: string): Fault => ({ file, line, rule: 'typed-characters', severity: 'error', message });
  const spaces = nonBreakingSpaces(source, tokens, settings);
  const faults: Fault[] = [];
  for (const setting of settings) {
    const { line } = setting;
    const dotted = dottedNumber(setting);
    if (dotted && !spaces.has(line)) spaces.set(line, dotted);
    const quote = /^[“”‘’]/.exec(setting.written)?.[0];
    if (quote) {
      faults.push(
        fault(
          line,
          `${subjectOf(setting)} starts with a curly quote ${quote}, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all`,
        ),
      );
    }
    if (namelessList(source, tokens, setting)) {
      faults.push(
        fault(
          line,
          `"${setting.field}" is followed by lines starting with "- ", a list that has lost the line with its name, so they would be read as part of "${setting.field}": put the list's name (like related: or keywords:) back on a line of its own above the first "- " line`,
        ),
      );
    }
  }
  faults.push(...[...spaces].map(([line, message]) => fault(line, message)));
  return faults.sort((a, b) => a.line! - b.line!);
}

/**
 * A " #" in a value the settings block does not quote: YAML reads everything from it as a note and
 * leaves it out, so "Heat Pump Guide #1" would be published as "Heat Pump Guide". A page's settings
 * carry no notes of their own. The data files do (`display: 0121 496 0725  # how the number is shown`),
 * always with a space after the #: there (`notes`), only a # with text straight after it, as in
 * "#1" or "#happycustomer", is taken for a slip.
 */
export function commentFaults(file: string, source: YamlSource, { notes = false } = {}): Fault[] {
  return source.settings.flatMap((setting) => {
    const { field, value, start } = setting;
    if (value?.type !== 'scalar' || start !== value.offset || value.source.includes('\n')) return [];
    const note = value.end?.find((token) => token.type !== 'space');
    if (note?.type !== 'comment' || (notes && !/^#[^\s#]/.test(note.source))) return [];
    return [
      {
        file,
        line: setting.line,
        rule: 'yaml-note',
        severity: 'error' as const,
        message: `${subjectOf(setting)} has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "${value.source}" would be published: put the whole text in double quotes, like ${writtenAs(field, `"${writtenFrom(source, start).trim()}"`)}`,
      },
    ];
  });
}
