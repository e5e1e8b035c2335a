import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { describeIssues, type Fault } from './faults';
import { lineOf } from './yaml-lines';

export function yamlFault(file: string, error: unknown): Fault {
  // gray-matter bundles its own YAML parser, so recognise its errors by shape rather than by class.
  const details = error instanceof Error ? (error as Error & { reason?: string; mark?: { line?: number } }) : undefined;
  const line = details?.mark?.line;
  const reason = details?.reason ?? (error instanceof Error ? error.message : String(error));
  return {
    file,
    line: typeof line === 'number' ? line + 1 : undefined,
    severity: 'error',
    message: `the settings block is not valid YAML (${reason}); check the indentation, and put text that contains ":" in double quotes`,
  };
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
  const source = fs.readFileSync(absolute, 'utf8');
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    faults.push(yamlFault(file, error));
    return undefined;
  }
  return validate(schema, data, file, source, faults);
}
