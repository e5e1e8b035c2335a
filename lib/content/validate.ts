import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { describeIssues, type Fault } from './faults';
import { lineOf } from './yaml-lines';

/** A YAML parser's reason, in words; the parser's own words are kept only when none of these fit. */
function yamlReason(reason: string): string {
  if (/duplicated mapping key/.test(reason)) return 'a setting is written twice: keep one of them';
  if (/bad indentation|block mapping entry|end of the stream or a document separator|implicit key/.test(reason)) {
    return 'a line is indented differently from the lines around it, or a value has a ":" in it: line the settings up as the ones above them are, and put text that contains ":" in double quotes';
  }
  if (/tab characters/.test(reason)) return 'a line is indented with a tab: indent with spaces';
  return `${reason}; check the indentation, and put text that contains ":" in double quotes`;
}

/**
 * A YAML mistake as a fault. `what` names what could not be read: an MDX file's settings block, or
 * a whole data file (content/site.yaml).
 */
export function yamlFault(file: string, error: unknown, what = 'the settings block'): Fault {
  // gray-matter bundles its own YAML parser, so recognise its errors by shape rather than by class.
  const details = error instanceof Error ? (error as Error & { reason?: string; mark?: { line?: number } }) : undefined;
  const line = details?.mark?.line;
  const reason = details?.reason ?? (error instanceof Error ? error.message : String(error));
  return {
    file,
    line: typeof line === 'number' ? line + 1 : undefined,
    severity: 'error',
    message: `${what} could not be read: ${yamlReason(reason)}`,
  };
}

/**
 * A value typed between curly quotes (“…” or ‘…’), which Word, a Mac or a phone put in for straight
 * ones: YAML keeps them as part of the text, or stops at a ":" inside them.
 */
export function curlyQuoteFaults(file: string, yamlText: string, firstLine: number): Fault[] {
  return yamlText.split('\n').flatMap((line, index) => {
    // A setting's value, or a list item; not a line of a longer text, which may well open with a quote.
    const match = /^\s*(?:-\s+)?([\w.]+):\s+([“”‘’])/.exec(line) ?? /^\s*-\s+()([“”‘’])/.exec(line);
    if (!match) return [];
    const [, field, quote] = match;
    return [
      {
        file,
        line: firstLine + index,
        severity: 'error' as const,
        message: `${field ? `"${field}"` : 'this line'} starts with a curly quote ${quote}, which word processors and phones type in place of a straight one: write straight quotes "…" instead, or no quotes at all`,
      },
    ];
  });
}

/**
 * A " #" in a value the settings block does not quote: YAML reads everything from it as a note and
 * leaves it out, so "Heat Pump Guide #1" would be published as "Heat Pump Guide". (A page's settings
 * carry no notes of their own; content/site.yaml's are read as notes, as they are meant.)
 */
export function commentFaults(file: string, yamlText: string, firstLine: number): Fault[] {
  return yamlText.split('\n').flatMap((line, index) => {
    // A setting's value, or a list item, that opens unquoted and has " #" after some text.
    const match = /^\s*(?:-\s+)?([\w.]+):\s+([^\s"'>|[{#].*?)\s+#/.exec(line) ?? /^\s*-\s+()([^\s"'[{#].*?)\s+#/.exec(line);
    if (!match) return [];
    const [, field, kept] = match;
    return [
      {
        file,
        line: firstLine + index,
        severity: 'error' as const,
        message: `${field ? `"${field}"` : 'this line'} has a space and # in it, which the settings block reads as the start of a note and leaves out, so only "${kept}" would be published: put the whole text in double quotes, like ${field ? `${field}: ` : '- '}"${line.replace(/^\s*(?:-\s+)?(?:[\w.]+:\s+)?/, '').trim()}"`,
      },
    ];
  });
}

/** A content file's text. A byte-order mark, which some Windows editors put first, is not part of it. */
export function readContentText(absolute: string): string {
  return fs.readFileSync(absolute, 'utf8').replace(/^\uFEFF/, '');
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

export function readYamlFile<S extends z.ZodType>(
  root: string,
  file: string,
  schema: S,
  faults: Fault[],
): z.output<S> | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) {
    faults.push({ file, severity: 'error', message: 'this file is missing' });
    return undefined;
  }
  const source = readContentText(absolute);
  const curly = curlyQuoteFaults(file, source, 1);
  faults.push(...curly);
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    // A ":" inside curly quotes also breaks the YAML: the curly quotes are then the thing to fix.
    if (curly.length === 0) faults.push(yamlFault(file, error, 'the file'));
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
  if (curly.length > 0) return undefined;
  return validate(schema, data, file, source, faults);
}
