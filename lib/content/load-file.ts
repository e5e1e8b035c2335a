import fs from 'node:fs';
import path from 'node:path';
import type { YAMLError } from 'yaml';
import type { z } from 'zod';
import { describeIssues, type Fault } from './faults';
import { fieldLine, parseYaml, yamlErrorLine } from './load-yaml';

/** The data files in content/, beside the collections' folders. */
export const DATA_FILES = {
  site: 'content/site.yaml',
  grantScheme: 'content/boiler-upgrade-scheme.yaml',
  testimonials: 'content/testimonials.yaml',
} as const;

const fault = (file: string, message: string, line?: number): Fault => ({ file, line, severity: 'error', message });

/** A content file's text (a byte-order mark is not part of it), or undefined with a fault when it is not UTF-8. */
export function readText(root: string, file: string, faults: Fault[]): string | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) {
    faults.push(fault(file, 'this file is missing'));
    return undefined;
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(fs.readFileSync(absolute)).replace(/^\uFEFF/, '');
  } catch {
    faults.push(fault(file, 'the file is not saved as UTF-8: save it again as UTF-8 (npm run content:check says where)'));
    return undefined;
  }
}

/** YAML read as the site reads it (null when empty), or undefined with a fault (and its line) when it is not valid YAML. */
export function readYaml(file: string, text: string, faults: Fault[]): unknown {
  try {
    return parseYaml(text) ?? null;
  } catch (error) {
    // The parser's code, not its words: the content check, which runs first, says it in words.
    const code = (error as Partial<YAMLError>).code ?? 'unreadable';
    faults.push(fault(file, `is not valid YAML here (${code}): npm run content:check explains the fix`, yamlErrorLine(error)));
    return undefined;
  }
}

/**
 * Data validated against its schema, or undefined with a fault per problem, each naming the field
 * and placed on its line in `text` (the YAML the data was read from).
 */
export function validated<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  text: string,
  faults: Fault[],
): z.output<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const { path: fieldPath, message } of describeIssues(result.error.issues, data, schema)) {
    faults.push(fault(file, message, fieldLine(text, fieldPath)));
  }
  return undefined;
}

/** A data file (content/site.yaml …) read and validated, or undefined with its faults. */
export function loadDataFile<S extends z.ZodType>(root: string, file: string, schema: S, faults: Fault[]): z.output<S> | undefined {
  const text = readText(root, file, faults);
  if (text === undefined) return undefined;
  const data = readYaml(file, text, faults);
  if (data === null) faults.push(fault(file, 'the file is empty: put back its contents'));
  return data === undefined || data === null ? undefined : validated(schema, data, file, text, faults);
}
