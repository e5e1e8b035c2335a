import fc from 'fast-check';
import { z } from 'zod';

/** What a schema walk draws its text from, and where a field's own mark says what to draw instead. */
export interface SchemaDraw {
  text: fc.Arbitrary<string>;
  /** A field marked by its meta (like `format: 'date'`) that the form fills from a list or a picker. */
  byMeta?: (meta: Record<string, unknown>) => fc.Arbitrary<unknown> | undefined;
}

type Def = z.core.$ZodTypeDef & Record<string, unknown>;
interface Check {
  _zod: { def: { check: string; minimum?: number; maximum?: number } };
}

const defOf = (schema: z.core.$ZodType) => schema._zod.def as Def;
const metaOf = (schema: z.core.$ZodType) => (z.globalRegistry.get(schema) ?? {}) as Record<string, unknown>;
const checksOf = (schema: z.core.$ZodType) => ((defOf(schema).checks ?? []) as Check[]).map((check) => check._zod.def);

function lengthBounds(schema: z.core.$ZodType): { min: number; max?: number } {
  const checks = checksOf(schema);
  return {
    min: checks.find((check) => check.check === 'min_length')?.minimum ?? 0,
    max: checks.find((check) => check.check === 'max_length')?.maximum,
  };
}

// Mostly what a form's number input gives, now and then what it would refuse: below 0, or with pence.
const number = fc.oneof(
  { arbitrary: fc.nat({ max: 20000 }), weight: 8 },
  { arbitrary: fc.integer({ min: -500, max: -1 }), weight: 1 },
  { arbitrary: fc.double({ min: 0, max: 1000, noNaN: true }), weight: 1 },
);

/** The keys of a list's "one per" marks (a row's values, one per column) anywhere in a schema. */
function onePerKeys(schema: z.core.$ZodType): string[] {
  const def = defOf(schema);
  const own = typeof metaOf(schema).onePer === 'string' ? [metaOf(schema).onePer as string] : [];
  const inner = [def.innerType, def.element, def.out, ...Object.values((def.shape as object) ?? {})].filter(
    (part): part is z.core.$ZodType =>
      part !== undefined && part !== null && typeof part === 'object' && '_zod' in part,
  );
  return [...own, ...inner.flatMap(onePerKeys)];
}

const withoutUndefined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined));

/**
 * Values for a zod schema, drawn by walking it: what a form made from the same schema could hold,
 * mostly valid, sometimes not (a list one short, a number with pence), so both answers are tried.
 * `lengths` holds the lengths of the lists a "one per" list follows, drawn before it.
 */
export function schemaArbitrary(
  schema: z.core.$ZodType,
  draw: SchemaDraw,
  lengths: Readonly<Record<string, number>> = {},
): fc.Arbitrary<unknown> {
  const special = draw.byMeta?.(metaOf(schema));
  if (special) return special;
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return draw.text;
    case 'number':
      return number;
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'optional':
    case 'default':
      return fc.option(schemaArbitrary(def.innerType as z.core.$ZodType, draw, lengths), { nil: undefined });
    case 'pipe':
      return schemaArbitrary(def.out as z.core.$ZodType, draw, lengths);
    case 'union':
      return fc.oneof(...(def.options as z.core.$ZodType[]).map((option) => schemaArbitrary(option, draw, lengths)));
    case 'array': {
      const follows = metaOf(schema).onePer;
      const { min, max } = lengthBounds(schema);
      const given = typeof follows === 'string' ? lengths[follows] : undefined;
      const item = schemaArbitrary(def.element as z.core.$ZodType, draw, lengths);
      if (given !== undefined) {
        return fc.oneof(
          { arbitrary: fc.array(item, { minLength: given, maxLength: given }), weight: 9 },
          { arbitrary: fc.array(item, { maxLength: given + 1 }), weight: 1 },
        );
      }
      const upper = Math.min(max ?? min + 3, min + 3);
      return fc.oneof(
        { arbitrary: fc.array(item, { minLength: min, maxLength: upper }), weight: 9 },
        { arbitrary: fc.array(item, { maxLength: upper + 1 }), weight: 1 },
      );
    }
    case 'object':
      return objectArbitrary(def.shape as Record<string, z.core.$ZodType>, draw, lengths);
    default:
      throw new Error(`no arbitrary for a zod ${def.type}: add it to tests/property/schema-arbitrary.ts`);
  }
}

/** An object's fields, those another follows (a table's columns) drawn first. */
function objectArbitrary(
  shape: Record<string, z.core.$ZodType>,
  draw: SchemaDraw,
  lengths: Readonly<Record<string, number>>,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(shape);
  const followed = new Set(keys.flatMap((key) => onePerKeys(shape[key]!)).filter((key) => key in shape));
  const record = (chosen: string[], known: Readonly<Record<string, number>>) =>
    fc.record(Object.fromEntries(chosen.map((key) => [key, schemaArbitrary(shape[key]!, draw, known)])));
  const first = keys.filter((key) => followed.has(key));
  const rest = keys.filter((key) => !followed.has(key));
  return record(first, lengths).chain((drawn) => {
    const known = { ...lengths };
    for (const [key, value] of Object.entries(drawn)) if (Array.isArray(value)) known[key] = value.length;
    return record(rest, known).map((more) => {
      const values: Record<string, unknown> = withoutUndefined({ ...drawn, ...more });
      // The schema's order, as the form lists its fields.
      return Object.fromEntries(keys.filter((key) => key in values).map((key) => [key, values[key]]));
    });
  });
}
