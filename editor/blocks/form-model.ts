import { z } from 'zod';
import { mdxComponentSchemas, stepProps, type MdxComponentName } from '@/schemas/components';
import { blockFields, STEP_BODY, type FormField } from './form-fields';
import { moveItem } from './form-state';

// The form's values: read as the block's schema reads them, checked by it, shown, and lists changed.
// Its inputs come from the schema in ./form-fields.ts.

export type FormValue = string | boolean | FormValue[] | { [key: string]: FormValue };
export type FormValues = Record<string, FormValue>;

export interface BlockError {
  path: (string | number)[];
  message: string;
}

export type BlockCheck = { ok: true; props: Record<string, unknown> } | { ok: false; errors: BlockError[] };

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
