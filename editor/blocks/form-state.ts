import type { FormValue, FormValues } from './form-model';

/** A value's place in the form: its setting, then row numbers and keys inward, like ['rows', 2, 'low']. */
export type FieldPath = readonly (string | number)[];

/**
 * An element id for a field, unique within the form whose prefix it is given; "field" keeps it apart
 * from the form's own ids (its heading, its error summary), whatever the setting is called.
 */
export const fieldId = (prefix: string, path: FieldPath) => [prefix, 'field', ...path].join('-');

export const pathKey = (path: FieldPath) => path.join('.');

/** The values with the one at `path` replaced; nothing else changes, so nothing typed is lost. */
export function setAt(values: FormValue, path: FieldPath, value: FormValue): FormValue {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (Array.isArray(values)) {
    const copy = [...values];
    copy[head as number] = setAt(copy[head as number] ?? '', rest, value);
    return copy;
  }
  const record = values !== null && typeof values === 'object' ? values : {};
  return { ...record, [head as string]: setAt(record[head as string] ?? '', rest, value) };
}

export const setValue = (values: FormValues, path: FieldPath, value: FormValue) =>
  setAt(values, path, value) as FormValues;

export function getAt(values: FormValue | undefined, path: FieldPath): FormValue | undefined {
  let value = values;
  for (const part of path) {
    if (value === undefined || typeof value !== 'object') return undefined;
    value = Array.isArray(value) ? value[part as number] : value[part as string];
  }
  return value;
}

/** The list with its item at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}
