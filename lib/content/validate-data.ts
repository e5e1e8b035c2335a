import type { z } from 'zod';
import { describeIssues, type Fault } from './faults';
import { lineOf } from './yaml-lines';

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
    faults.push({ file, line: lineOf(source, fieldPath) ?? settingsLine, rule: 'settings-schema', severity: 'error', message });
  }
  return undefined;
}
