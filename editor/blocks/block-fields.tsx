import type { ReactNode } from 'react';
import { emptyItem, type FormField, type FormValue, type FormValues, type ListChange } from './form-model';
import { fieldId, getAt, moveItem, pathKey, type FieldPath } from './form-state';

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

interface FieldProps {
  field: FormField;
  path: FieldPath;
  form: FormApi;
  /** A label in place of the field's own, like "Column 2" for one value of a list. */
  label?: string;
}

const Mark = ({ required }: { required: boolean }) => (
  <span className="block-form__mark">{required ? ' (required)' : ' (optional)'}</span>
);

export function ErrorMessage({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="block-form__error">
      <span className="block-form__hidden">Error: </span>
      {children}
    </p>
  );
}

/** The ids of a field's hint and message, for aria-describedby. */
function described(form: FormApi, field: FormField, path: FieldPath) {
  const id = fieldId(form.prefix, path);
  const error = form.errors.get(pathKey(path));
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return { id, error, hintId, errorId, describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined };
}

const groupClass = (error: string | undefined, base = 'block-form__group') =>
  error ? `${base} block-form__group--error` : base;

export function Field({ field, path, form, label }: FieldProps) {
  if (field.kind === 'list') return <ListField field={field} path={path} form={form} />;
  const { id, error, hintId, errorId, describedBy } = described(form, field, path);
  const value = getAt(form.values, path);
  const text = typeof value === 'string' ? value : '';
  const common = { id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined };
  const heading = (
    <>
      {label ?? field.label}
      <Mark required={field.required} />
    </>
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
        <label className="block-form__label block-form__label--inline" htmlFor={id}>
          {heading}
        </label>
        {field.hint && (
          <p id={hintId} className="block-form__hint">
            {field.hint}
          </p>
        )}
      </div>
    );
  }
  return (
    <div className={groupClass(error)}>
      <label className="block-form__label" htmlFor={id}>
        {heading}
      </label>
      {field.hint && (
        <p id={hintId} className="block-form__hint">
          {field.hint}
        </p>
      )}
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
              {option}
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

/** A list of choices, like which buttons to show: a checkbox each. */
/** Inputs grouped under the field's label, with its hint and error (GOV.UK's fieldset). */
function FieldGroup({ field, path, form, children }: FieldProps & { children: ReactNode }) {
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
      {field.hint && (
        <p id={hintId} className="block-form__hint">
          {field.hint}
        </p>
      )}
      {error && errorId && <ErrorMessage id={errorId}>{error}</ErrorMessage>}
      {children}
    </fieldset>
  );
}

function ChoiceList({ field, path, form }: FieldProps) {
  const { id } = described(form, field, path);
  const item = field.item as FormField;
  const chosen = (getAt(form.values, path) as FormValue[] | undefined) ?? [];
  const toggle = (option: string, on: boolean) =>
    form.setList(
      path,
      (item.options ?? []).filter((entry) => (entry === option ? on : chosen.includes(entry))),
    );
  return (
    <FieldGroup field={field} path={path} form={form}>
      {item.options?.map((option) => (
        <div key={option} className="block-form__choice">
          <input
            id={`${id}-${option}`}
            type="checkbox"
            className="block-form__checkbox"
            checked={chosen.includes(option)}
            onChange={(event) => toggle(option, event.target.checked)}
          />
          <label className="block-form__label block-form__label--inline" htmlFor={`${id}-${option}`}>
            {option}
          </label>
        </div>
      ))}
    </FieldGroup>
  );
}

function RowButtons({ field, path, index, count, form }: FieldProps & { index: number; count: number }) {
  const list = (getAt(form.values, path) as FormValue[] | undefined) ?? [];
  const noun = (field.itemLabel ?? 'Item').toLowerCase();
  const rowId = (at: number) => fieldId(form.prefix, [...path, at]);
  const move = (to: number, button: 'up' | 'down') => {
    form.setList(path, moveItem(list, index, to), { moved: [index, to] });
    const stays = button === 'up' ? to > 0 : to < count - 1;
    form.focusLater(`${rowId(to)}-${stays ? button : button === 'up' ? 'down' : 'up'}`);
  };
  const remove = () => {
    form.setList(
      path,
      list.filter((_, at) => at !== index),
      { removed: index },
    );
    form.focusLater(count > 1 ? `${rowId(Math.min(index, count - 2))}-remove` : `${fieldId(form.prefix, path)}-add`);
  };
  return (
    <div className="block-form__row-buttons">
      {index > 0 && (
        <button
          type="button"
          id={`${rowId(index)}-up`}
          className="block-form__small"
          onClick={() => move(index - 1, 'up')}
        >
          Move {noun} {index + 1} up
        </button>
      )}
      {index < count - 1 && (
        <button
          type="button"
          id={`${rowId(index)}-down`}
          className="block-form__small"
          onClick={() => move(index + 1, 'down')}
        >
          Move {noun} {index + 1} down
        </button>
      )}
      <button type="button" id={`${rowId(index)}-remove`} className="block-form__small" onClick={remove}>
        Remove {noun} {index + 1}
      </button>
    </div>
  );
}

/**
 * One value for each item of the block's other list, like a row's value for each column, each named
 * by it: they come and go with the columns. A value left with no column shows, to be removed.
 */
function OnePerList({ field, path, form }: FieldProps) {
  const list = (getAt(form.values, path) as FormValue[] | undefined) ?? [];
  const names = (getAt(form.values, [field.onePer!]) as FormValue[] | undefined) ?? [];
  const item = field.item as FormField;
  const noun = field.itemLabel ?? 'Value';
  const nameOf = (index: number) => {
    const name = names[index];
    return typeof name === 'string' && name.trim() ? name.trim() : `${noun} ${index + 1}`;
  };
  return (
    <FieldGroup field={field} path={path} form={form}>
      {list.map((_, index) =>
        index < names.length ? (
          <Field key={index} field={item} path={[...path, index]} form={form} label={nameOf(index)} />
        ) : (
          <div key={index} className="block-form__row">
            <Field field={item} path={[...path, index]} form={form} label={`${noun} ${index + 1}, with no column`} />
            <button
              type="button"
              className="block-form__small"
              onClick={() =>
                form.setList(
                  path,
                  list.filter((__, at) => at !== index),
                )
              }
            >
              Remove {noun.toLowerCase()} {index + 1}
            </button>
          </div>
        ),
      )}
    </FieldGroup>
  );
}

/** A list as rows that can be added, removed and moved up and down. */
function ListField({ field, path, form }: FieldProps) {
  const item = field.item;
  if (item && !Array.isArray(item) && item.kind === 'select')
    return <ChoiceList field={field} path={path} form={form} />;
  if (field.onePer) return <OnePerList field={field} path={path} form={form} />;
  const { id } = described(form, field, path);
  const list = (getAt(form.values, path) as FormValue[] | undefined) ?? [];
  const noun = field.itemLabel ?? 'Item';
  const full = field.maxItems !== undefined && list.length >= field.maxItems;
  const add = () => {
    form.setList(path, [...list, emptyItem(field)], { added: list.length });
    const first = Array.isArray(item) ? [item[0]?.key ?? ''] : [];
    form.focusLater(fieldId(form.prefix, [...path, list.length, ...first]));
  };
  return (
    <FieldGroup field={field} path={path} form={form}>
      {list.map((_, index) => {
        const rowPath = [...path, index];
        const rowError = form.errors.get(pathKey(rowPath));
        return (
          // The rows are the values' positions: a moved row's inputs show the values now there.
          <div key={index} className="block-form__row">
            {Array.isArray(item) ? (
              <fieldset
                id={fieldId(form.prefix, rowPath)}
                tabIndex={-1}
                className="block-form__fieldset block-form__fieldset--row"
              >
                <legend className="block-form__legend block-form__legend--row">
                  {noun} {index + 1}
                </legend>
                {rowError && <ErrorMessage id={`${fieldId(form.prefix, rowPath)}-error`}>{rowError}</ErrorMessage>}
                {item.map((child) => (
                  <Field key={child.key} field={child} path={[...rowPath, child.key]} form={form} />
                ))}
              </fieldset>
            ) : (
              item && <Field field={item} path={rowPath} form={form} label={`${noun} ${index + 1}`} />
            )}
            <RowButtons field={field} path={path} index={index} count={list.length} form={form} />
          </div>
        );
      })}
      {!full && (
        <button type="button" id={`${id}-add`} className="block-form__secondary" onClick={add}>
          Add {noun.toLowerCase()}
        </button>
      )}
    </FieldGroup>
  );
}
