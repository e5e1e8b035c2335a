import { z } from 'zod';
import { mdxComponentSchemas, stepProps, type MdxComponentName } from '@/schemas/components';
import { moveItem } from './form-state';

/** One input of a block's form, read from its schema's captions and hints (schemas/components.ts). */
export interface FormField {
  key: string;
  label: string;
  hint?: string;
  required: boolean;
  kind: 'text' | 'number' | 'select' | 'boolean' | 'list';
  options?: string[];
  /** A select whose choices are each shown with what the block shows for it, like a fact's value. */
  choicesShown?: boolean;
  /** What the block shows for each choice, by choice, where it was found (block-dialog.tsx). */
  optionLabels?: Readonly<Record<string, string>>;
  /** Each choice in everyday words, where the schema gives them: "Gas Safe number" for gasSafeNumber. */
  optionTitles?: Readonly<Record<string, string>>;
  /** A list's item: the fields of each row, or the one input of a list of plain values. */
  item?: FormField[] | FormField;
  minItems?: number;
  maxItems?: number;
  /** What one item of a list is called, like "Row", for its buttons ("Move row 2 up"). */
  itemLabel?: string;
  /** A list that holds one value for each item of the block's list of this key, like a row's values, one per column. */
  onePer?: string;
}

/** What a form holds as typed: numbers stay text until checked, so nothing typed is lost. */
export type FormValue = string | boolean | FormValue[] | { [key: string]: FormValue };
export type FormValues = Record<string, FormValue>;

export interface BlockError {
  path: (string | number)[];
  message: string;
}

export type BlockCheck = { ok: true; props: Record<string, unknown> } | { ok: false; errors: BlockError[] };

/** A step as the Steps form edits it: its title and the words beneath. */
export interface StepText {
  title: string;
  body: string;
}

interface JsonSchema {
  type?: string | string[];
  title?: string;
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  minItems?: number;
  maxItems?: number;
  /** The schema's own mark for a list of one value per item of another (schemas/components.ts). */
  onePer?: string;
  /** The schema's own mark for choices shown with what the block shows for each. */
  choicesShown?: boolean;
  /** The schema's words for each choice. */
  optionTitles?: Record<string, string>;
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema;

const sentenceCase = (key: string) =>
  key.charAt(0).toUpperCase() +
  key
    .slice(1)
    .replace(/([A-Z])/g, ' $1')
    .toLowerCase();

function field(key: string, schema: JsonSchema, required: boolean): FormField {
  const base = {
    key,
    label: schema.title ?? sentenceCase(key),
    ...(schema.description ? { hint: schema.description } : {}),
    required,
  };
  if (schema.enum)
    return {
      ...base,
      kind: 'select',
      options: schema.enum.map(String),
      ...(schema.choicesShown ? { choicesShown: true } : {}),
      ...(schema.optionTitles ? { optionTitles: schema.optionTitles } : {}),
    };
  if (schema.type === 'number' || schema.type === 'integer') return { ...base, kind: 'number' };
  if (schema.type === 'boolean') return { ...base, kind: 'boolean' };
  if (schema.type === 'array') {
    const items = schema.items ?? {};
    return {
      ...base,
      kind: 'list',
      item: items.properties ? objectFields(items) : field('value', items, true),
      itemLabel: items.title ?? 'Item',
      ...(schema.onePer ? { onePer: schema.onePer } : {}),
      ...(schema.minItems === undefined ? {} : { minItems: schema.minItems }),
      ...(schema.maxItems === undefined ? {} : { maxItems: schema.maxItems }),
    };
  }
  return { ...base, kind: 'text' };
}

const objectFields = (schema: JsonSchema): FormField[] =>
  Object.entries(schema.properties ?? {}).map(([key, property]) =>
    field(key, property, schema.required?.includes(key) ?? false),
  );

const STEP_BODY: FormField = {
  key: 'body',
  label: 'What happens',
  hint: 'A sentence or two under the title.',
  required: true,
  kind: 'text',
};

/** The steps of a Steps block, which it holds as its children rather than as a setting. */
export const stepsField = (): FormField => ({
  key: 'steps',
  label: 'Steps',
  hint: 'Numbered in the order shown.',
  required: true,
  kind: 'list',
  item: [...objectFields(jsonSchema(stepProps)), STEP_BODY],
  itemLabel: 'Step',
  minItems: 1,
});

/** The form's inputs for a block, generated from its schema. */
export function blockFields(name: MdxComponentName): FormField[] {
  const fields = objectFields(jsonSchema(mdxComponentSchemas[name]));
  return name === 'Steps' ? [...fields, stepsField()] : fields;
}

/** A typed value as the schema reads it; undefined for an input left empty that may be left out. */
function readValue(field: FormField, value: unknown): unknown {
  if (typeof value === 'string' && value.trim() === '') {
    // An empty required text stays "", so the schema's own "must not be empty" is what is said.
    return field.required && field.kind === 'text' ? '' : undefined;
  }
  if (field.kind === 'number' && typeof value === 'string') {
    const number = Number(value.trim());
    return Number.isFinite(number) ? number : value;
  }
  if (field.kind === 'list' && Array.isArray(value)) {
    const item = field.item;
    const items = value.map((entry) =>
      Array.isArray(item) ? readObject(item, entry) : item ? readValue(item, entry) : entry,
    );
    return items.length === 0 && !field.required ? undefined : items;
  }
  return value;
}

function readObject(fields: readonly FormField[], values: unknown): Record<string, unknown> {
  const source = values !== null && typeof values === 'object' ? (values as Record<string, unknown>) : {};
  const read: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(source)) {
    const known = fields.find((entry) => entry.key === key);
    const plain = known ? readValue(known, value) : value;
    if (plain !== undefined) read[key] = plain;
  }
  return read;
}

/** The fields' label at a path, like "Low price" for ['rows', 2, 'low']. */
function labelAt(fields: readonly FormField[], path: readonly PropertyKey[]): string | undefined {
  let level: readonly FormField[] | FormField | undefined = fields;
  let label: string | undefined;
  for (const part of path) {
    if (typeof part === 'number') continue;
    const found: FormField | undefined = Array.isArray(level)
      ? (level as readonly FormField[]).find((entry) => entry.key === part)
      : undefined;
    if (!found) break;
    label = found.label;
    level = found.item;
  }
  return label;
}

const sentence = (label: string | undefined, message: string) =>
  label ? `${label} ${message}` : message.charAt(0).toUpperCase() + message.slice(1);

function errorsOf(fields: readonly FormField[], issues: readonly z.core.$ZodIssue[], prefix: (string | number)[] = []) {
  return issues.map((issue) => {
    const path = [...prefix, ...issue.path.filter((part): part is string | number => typeof part !== 'symbol')];
    return { path, message: sentence(labelAt(fields, path), issue.message) };
  });
}

function checkSteps(fields: readonly FormField[], values: Record<string, unknown>): BlockCheck {
  const { steps = [], ...rest } = values;
  const errors: BlockError[] = [];
  const base = mdxComponentSchemas.Steps.safeParse(rest);
  if (!base.success) errors.push(...errorsOf(fields, base.error.issues));
  const list = Array.isArray(steps) ? (steps as Record<string, unknown>[]) : [];
  if (list.length === 0) errors.push({ path: ['steps'], message: 'Steps must have at least one step' });
  const checked = list.map((step, index) => {
    const title = stepProps.safeParse({ title: step.title ?? '' });
    if (!title.success) errors.push(...errorsOf(fields, title.error.issues, ['steps', index]));
    const body = typeof step.body === 'string' ? step.body.trim() : '';
    if (!body) errors.push({ path: ['steps', index, 'body'], message: sentence(STEP_BODY.label, 'must not be empty') });
    return { title: title.data?.title ?? '', body };
  });
  return errors.length ? { ok: false, errors } : { ok: true, props: { steps: checked } };
}

/**
 * The form's values checked by the block's own schema: its props, or each fault in the schema's own
 * words after the field's label ("Low price must be 0 or more, like 2500"). For Steps, the props are
 * `{ steps }`, each a StepText.
 */
export function checkBlock(name: MdxComponentName, values: Record<string, unknown>): BlockCheck {
  const fields = blockFields(name);
  const read = readObject(fields, values);
  if (name === 'Steps') return checkSteps(fields, read);
  const result = mdxComponentSchemas[name].safeParse(read);
  if (result.success) return { ok: true, props: result.data as Record<string, unknown> };
  return { ok: false, errors: errorsOf(fields, result.error.issues) };
}

/** A block's props as the form shows them: numbers as the text of an input. */
export function formValues(fields: readonly FormField[], props: Record<string, unknown>): FormValues {
  const shown = (field: FormField, value: unknown): FormValue => {
    if (field.kind === 'list') {
      const list = Array.isArray(value) ? value : [];
      return list.map((entry) =>
        Array.isArray(field.item)
          ? formValues(field.item, (entry ?? {}) as Record<string, unknown>)
          : shown(field.item ?? field, entry),
      );
    }
    if (field.kind === 'boolean') return value === true;
    return value === undefined || value === null ? '' : String(value);
  };
  return Object.fromEntries(fields.map((field) => [field.key, shown(field, props[field.key])]));
}

/**
 * A new block's form: each list with as many empty rows as the block needs at least (a price table's
 * one row, key figures' two), so there is somewhere to type at once; a list of choices starts with none.
 */
export function freshValues(fields: readonly FormField[]): FormValues {
  const fresh = (field: FormField): FormValue => {
    if (field.kind === 'boolean') return false;
    if (field.kind !== 'list') return '';
    if (field.item && !Array.isArray(field.item) && field.item.kind === 'select') return [];
    return Array.from({ length: field.minItems ?? 0 }, () =>
      Array.isArray(field.item) ? freshValues(field.item) : emptyItem(field),
    );
  };
  return Object.fromEntries(fields.map((field) => [field.key, fresh(field)]));
}

/** A fresh row of a list: each of its inputs empty. */
export const emptyItem = (field: FormField): FormValue =>
  Array.isArray(field.item) ? formValues(field.item, {}) : field.item?.kind === 'boolean' ? false : '';

/** How staff changed a list: a row added (at the end: its place), one removed, or one moved. */
export type ListChange = { added: number } | { removed: number } | { moved: [from: number, to: number] };

function changeList(list: readonly FormValue[], change: ListChange): FormValue[] {
  if ('added' in change) return [...list.slice(0, change.added), '', ...list.slice(change.added)];
  if ('removed' in change) return list.filter((_, at) => at !== change.removed);
  return moveItem(list, ...change.moved);
}

/**
 * The lists that hold one value for each item of another (a comparison table's values, one per column)
 * kept in step with it: changed as it was changed, and given an empty value for each item they lack.
 * A value past the last item is kept, never dropped unseen: the form shows it to be removed.
 */
export function keepOnePer(
  fields: readonly FormField[],
  values: FormValues,
  changed?: { key: string; change: ListChange },
): FormValues {
  let next = values;
  for (const list of fields) {
    if (list.kind !== 'list' || !Array.isArray(list.item)) continue;
    for (const inner of list.item.filter((entry) => entry.kind === 'list' && entry.onePer)) {
      const items = next[inner.onePer!];
      const count = Array.isArray(items) ? items.length : 0;
      const rows = next[list.key];
      if (!Array.isArray(rows)) continue;
      const change = changed && changed.key === inner.onePer ? changed.change : undefined;
      next = {
        ...next,
        [list.key]: rows.map((row) => {
          const record = row !== null && typeof row === 'object' && !Array.isArray(row) ? row : {};
          const own = record[inner.key];
          let kept = Array.isArray(own) ? own : [];
          if (change) kept = changeList(kept, change);
          const length = Math.max(count, kept.length);
          return { ...record, [inner.key]: Array.from({ length }, (_, at) => kept[at] ?? '') };
        }),
      };
    }
  }
  return next;
}
