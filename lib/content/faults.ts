import type { z } from 'zod';
import { closest } from '@/lib/suggest';

export type Severity = 'error' | 'warning';

export interface Fault {
  /** Path from the project root, like content/articles/boiler-replacement.mdx */
  file: string;
  line?: number;
  /** Where on the line, when the rule knows (counted from 1). */
  column?: number;
  message: string;
  severity: Severity;
  /** The rule that found it, as unified names rules (`steps-hold-steps`). */
  rule?: string;
}

export function formatFault(fault: Fault): string {
  const where = fault.line ? `${fault.file}:${fault.line}` : fault.file;
  return `${where}: ${fault.severity === 'warning' ? 'warning: ' : ''}${fault.message}`;
}

/** Thrown when content is invalid; its message lists every fault, one a line. */
export class ContentError extends Error {
  constructor(readonly faults: Fault[]) {
    super(
      `The content has ${faults.length} problem${faults.length === 1 ? '' : 's'} to fix before the site can be built:\n` +
        faults.map((fault) => `  - ${formatFault(fault)}`).join('\n'),
    );
    this.name = 'ContentError';
  }
}

type Path = readonly PropertyKey[];

/** `rows[0].low` from ['rows', 0, 'low'] */
export function fieldName(path: Path): string {
  return path.reduce<string>(
    (name, key) => (typeof key === 'number' ? `${name}[${key}]` : name ? `${name}.${String(key)}` : String(key)),
    '',
  );
}

function valueAt(input: unknown, path: Path): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** Text cut to `max` characters for a message, ending in "..." when cut. */
export const shorten = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 3)}...` : text);

function describe(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return shorten(JSON.stringify(value), 60);
}

/** The schema inside an optional, default, pipe (preprocess) or, for list items, array layer. */
function innerOf(def: z.core.$ZodTypeDef, item: boolean): z.core.$ZodType | undefined {
  if ('innerType' in def && def.innerType instanceof Object) return def.innerType as z.core.$ZodType;
  if ('in' in def && def.in instanceof Object) return def.in as z.core.$ZodType;
  if (item && 'element' in def && def.element instanceof Object) return def.element as z.core.$ZodType;
  return undefined;
}

/** The object schema at `path`, through optional, default, pipe and array layers, or undefined. */
function objectAt(schema: z.core.$ZodType, path: Path): z.core.$ZodObject | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (const key of [...path, null]) {
    // Unwrap optional, default, pipe and array layers until an object (or the end) is reached.
    for (let guard = 0; current && guard < 10; guard += 1) {
      const def = current._zod.def;
      if (def.type === 'object') break;
      const inner = innerOf(def, typeof key === 'number');
      if (!inner) break;
      current = inner;
    }
    if (!current || current._zod.def.type !== 'object') return undefined;
    // The check above makes this an object schema, whose definition carries its shape.
    const object = current as z.core.$ZodObject;
    if (key === null) return object;
    current = typeof key === 'number' ? current : object._zod.def.shape[String(key)];
  }
  return undefined;
}

/** The field names a schema accepts at `path`, to suggest the right one for a misspelt field. */
const fieldsAt = (schema: z.core.$ZodType, path: Path): string[] =>
  Object.keys(objectAt(schema, path)?._zod.def.shape ?? {});

/**
 * Turns schema issues into sentences a non-developer can act on:
 * `"datePublished" must be a date like 2025-10-01 (found "1st October")`.
 */
export function describeIssues(
  issues: readonly z.core.$ZodIssue[],
  input: unknown,
  schema: z.core.$ZodType,
  subject: (field: string) => string = (field) => `"${field}"`,
): { path: Path; message: string }[] {
  const suggestions = (issue: z.core.$ZodIssue) => {
    if (issue.code !== 'unrecognized_keys') return [];
    const known = fieldsAt(schema, issue.path);
    return issue.keys.map((key) => ({ key, known, suggestion: closest(key, known) }));
  };
  // A misspelt field is also a missing one: say it once, as the misspelling with its correction.
  const corrected = new Set(
    issues.flatMap((issue) =>
      suggestions(issue).flatMap(({ suggestion }) => (suggestion ? [fieldName([...issue.path, suggestion])] : [])),
    ),
  );
  return issues.flatMap((issue) => {
    if (issue.code === 'unrecognized_keys') {
      return suggestions(issue).map(({ key, known, suggestion }) => ({
        path: [...issue.path, key],
        message:
          `${subject(fieldName([...issue.path, key]))} is not a field we know` +
          (suggestion ? `: did you mean "${suggestion}"?` : `; the fields allowed here are: ${known.join(', ')}`),
      }));
    }
    const value = valueAt(input, issue.path);
    const field = subject(fieldName(issue.path));
    if (value === undefined) {
      if (corrected.has(fieldName(issue.path))) return [];
      return [{ path: issue.path, message: `${field} is missing: add it (it ${issue.message})` }];
    }
    if (value === null) {
      return [{ path: issue.path, message: `${field} has nothing after its colon: fill it in (it ${issue.message})` }];
    }
    // A group of settings written as one value (image: /images/boiler.jpg): zod's own words say
    // "expected object", which means nothing to an editor. A group whose schema has words of its
    // own for this (its `error`) keeps them: zod's issue is the same either way, so the schema says.
    if (issue.code === 'invalid_type' && issue.expected === 'object' && !objectAt(schema, issue.path)?._zod.def.error) {
      const known = fieldsAt(schema, issue.path);
      // A data file that is only a list: the line naming it (testimonials:) was deleted.
      if (issue.path.length === 0 && Array.isArray(value) && known.length === 1) {
        return [
          {
            path: issue.path,
            message: `the file has lost its "${known[0]}:" line: put it back on a line of its own, above the entries starting with "- "`,
          },
        ];
      }
      return [
        {
          path: issue.path,
          message: `${field} must have its own settings on the lines below it, each indented two spaces${known.length > 0 ? ` (${known.join(', ')})` : ''}, rather than a value after its colon (found ${describe(value)})`,
        },
      ];
    }
    let message = `${field} ${issue.message} (found ${describe(value)})`;
    // A number typed in quotes is text: "85" is refused where 85 is meant.
    if (issue.code === 'invalid_type' && issue.expected === 'number' && typeof value === 'string' && /^\s*\d+(?:\.\d+)?\s*$/.test(value))
      message += `: remove the quotes, so it reads ${value.trim()}`;
    // true or false in quotes is text: "false" is refused where false is meant.
    if (issue.code === 'invalid_type' && issue.expected === 'boolean' && (value === 'true' || value === 'false'))
      message += `: remove the quotes, so it reads ${value}`;
    if (issue.code === 'invalid_value' && typeof value === 'string') {
      const suggestion = closest(value, issue.values.map(String));
      if (suggestion) message += `: did you mean "${suggestion}"?`;
    }
    return [{ path: issue.path, message }];
  });
}
