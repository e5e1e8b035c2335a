import type { ReactNode } from 'react';
import type { FormField } from './form-fields';
import type { FormValue, FormValues, ListChange } from './form-model';
import { fieldId, getAt, pathKey, type FieldPath } from './form-state';

// One input of a block's form, and the group that puts several under one label (editor/blocks/block-fields.tsx
// puts the lists together from them).

/** What each input needs of the form: its values and messages, and how to change them. */
export interface FormApi {
  prefix: string;
  values: FormValues;
  /** Messages by field path (pathKey). */
  errors: ReadonlyMap<string, string>;
  set(path: FieldPath, value: FormValue): void;
  /** Changes a list's rows: the messages beside them no longer match, so they go. `change` says how, for the lists that follow it. */
  setList(path: FieldPath, value: FormValue[], change?: ListChange): void;
  /** Focuses the element with this id once the form has rendered again. */
  focusLater(id: string): void;
}

export interface FieldProps {
  field: FormField;
  path: FieldPath;
  form: FormApi;
  /** A label in place of the field's own, like "Column 2" for one value of a list. */
  label?: string;
}

const Mark = ({ required }: { required: boolean }) => (
  <span className="block-form__mark">{required ? ' (required)' : ' (optional)'}</span>
);

/** A choice as the form lists it: its words, then what the block shows for it ("Gas Safe number: 200824"). */
export const choiceWords = (field: FormField, option: string): string => {
  const words = field.optionTitles?.[option] ?? option;
  return field.optionLabels?.[option] ? `${words}: ${field.optionLabels[option]}` : words;
};

export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="block-form__error">
      <span className="block-form__hidden">Error: </span>
      {children}
    </p>
  );
}

/** A field's hint, from its schema, if it has one. */
const Hint = ({ id, field }: { id: string | undefined; field: FormField }) =>
  field.hint ? (
    <p id={id} className="block-form__hint">
      {field.hint}
    </p>
  ) : null;

/** The ids of a field's hint and message, for aria-describedby. */
export function described(form: FormApi, field: FormField, path: FieldPath) {
  const id = fieldId(form.prefix, path);
  const error = form.errors.get(pathKey(path));
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, error, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

const groupClass = (error: string | undefined, base = 'block-form__group') =>
  error ? `${base} block-form__group--error` : base;

/** One input: text, a number, a choice or a yes/no box, with its label, hint and message. */
export function Input({ field, path, form, label }: FieldProps) {
  const { id, error, hintId, errorId, describedBy } = described(form, field, path);
  const value = getAt(form.values, path);
  const text = typeof value === 'string' ? value : '';
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const labelFor = (inline = false) => (
    <label className={inline ? 'block-form__label block-form__label--inline' : 'block-form__label'} htmlFor={id}>
      {label ?? field.label}
      <Mark required={field.required} />
    </label>
  );
  if (field.kind === 'boolean') {
    return (
      <div className={groupClass(error)}>
        {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
        <input
          {...common}
          type="checkbox"
          className="block-form__checkbox"
          checked={value === true}
          onChange={(event) => form.set(path, event.target.checked)}
        />
        {labelFor(true)}
        <Hint id={hintId} field={field} />
      </div>
    );
  }
  return (
    <div className={groupClass(error)}>
      {labelFor()}
      <Hint id={hintId} field={field} />
      {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      {field.kind === 'select' ? (
        <select
          {...common}
          className="block-form__select"
          value={text}
          onChange={(event) => form.set(path, event.target.value)}
        >
          <option value="">{field.required ? 'Choose one' : 'None'}</option>
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {choiceWords(field, option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          {...common}
          type="text"
          // Numbers typed as text, so "2,500" reaches the check and its message says what to change.
          inputMode={field.kind === 'number' ? 'numeric' : undefined}
          className={field.kind === 'number' ? 'block-form__input block-form__input--number' : 'block-form__input'}
          value={text}
          onChange={(event) => form.set(path, event.target.value)}
        />
      )}
    </div>
  );
}

/** Inputs grouped under the field's label, with its hint and error (GOV.UK's fieldset). */
export function FieldGroup({ field, path, form, children }: FieldProps & { children: ReactNode }) {
  const { id, error, hintId, errorId, describedBy } = described(form, field, path);
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className={groupClass(error, 'block-form__fieldset')}
      aria-describedby={describedBy}
    >
      <legend className="block-form__legend">
        {field.label}
        <Mark required={field.required} />
      </legend>
      <Hint id={hintId} field={field} />
      {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      {children}
    </fieldset>
  );
}
