import type { FormField } from './form-fields';
import { emptyItem, type FormValue } from './form-model';
import { fieldId, getAt, moveItem, pathKey } from './form-state';
import { described, ErrorMessage, FieldGroup, Input, type FieldProps } from './block-inputs';

/** A field of a block's form: a list as its rows (below), anything else as one input. */
export function Field(props: FieldProps) {
  return props.field.kind === 'list' ? <ListField {...props} /> : <Input {...props} />;
}

/** A list of choices, like which buttons to show: a checkbox each. */
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
