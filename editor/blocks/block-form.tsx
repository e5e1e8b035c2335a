import { useEffect, useId, useRef, useState, type FormEvent, type MouseEvent } from 'react';
import { Field } from './block-fields';
import type { FormApi } from './block-inputs';
import type { BlockInfo } from './catalogue';
import {
  checkBlock,
  formValues,
  freshValues,
  keepOnePer,
  type BlockError,
  type FormValue,
  type FormValues,
} from './form-model';
import type { FormField } from './form-fields';
import { fieldId, pathKey, setValue, type FieldPath } from './form-state';

export { blockFormStyles } from './block-form-styles';

export interface BlockFormProps {
  entry: BlockInfo;
  /** The block's props when it is being edited (for Steps, `{ steps }`); none for a new block. */
  initial?: Record<string, unknown>;
  /** Its inputs, from its schema (blockFields), with what each marked choice shows (block-dialog.tsx). */
  fields: readonly FormField[];
  /** The checked props, ready for writeBlock. */
  onSubmit(props: Record<string, unknown>): void;
  onCancel(): void;
}

interface SummaryProps {
  prefix: string;
  errors: BlockError[];
  /** Counts the failed submissions: each one moves focus to the summary, as GOV.UK's does. */
  attempt: number;
  onFollow(id: string): void;
}

export function ErrorSummary({ prefix, errors, attempt, onFollow }: SummaryProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), [attempt]);
  // The editor's address is its router's (/admin/#/…): following a link must not change it.
  const follow = (event: MouseEvent, id: string) => {
    event.preventDefault();
    onFollow(id);
  };
  return (
    <div ref={ref} className="block-form__summary" role="alert" tabIndex={-1} aria-labelledby={`${prefix}-problem`}>
      <h2 id={`${prefix}-problem`}>There is a problem</h2>
      <ul>
        {errors.map((error) => {
          const id = fieldId(prefix, error.path);
          return (
            <li key={`${pathKey(error.path)} ${error.message}`}>
              <a href={`#${id}`} onClick={(event) => follow(event, id)}>
                {error.message}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}

const under = (path: FieldPath, list: FieldPath) => list.every((part, index) => path[index] === part);

/** A building block's settings as a form, generated from its schema; nothing typed is lost on an error. */
export function BlockForm({ entry, fields, initial, onSubmit, onCancel }: BlockFormProps) {
  const prefix = `block-${useId().replace(/[^\w-]/g, '')}`;
  const [values, setValues] = useState<FormValues>(() =>
    keepOnePer(fields, initial ? formValues(fields, initial) : freshValues(fields)),
  );
  const [errors, setErrors] = useState<BlockError[]>([]);
  const [attempt, setAttempt] = useState(0);
  const focusTarget = useRef<string | undefined>(undefined);

  useEffect(() => {
    if (!focusTarget.current) return;
    document.getElementById(focusTarget.current)?.focus();
    focusTarget.current = undefined;
  });

  const form: FormApi = {
    prefix,
    values,
    errors: new Map(errors.map((error) => [pathKey(error.path), error.message])),
    set: (path, value) => setValues((current) => setValue(current, path, value)),
    setList: (path, list: FormValue[], change) => {
      // A block-level list changed by a button (a column): the lists that hold one value for each follow it.
      const followed = change && path.length === 1 ? { key: String(path[0]), change } : undefined;
      setValues((current) => keepOnePer(fields, setValue(current, path, list), followed));
      setErrors((current) => current.filter((error) => !under(error.path, path) || error.path.length === path.length));
    },
    focusLater: (id) => {
      focusTarget.current = id;
    },
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = checkBlock(entry.name, values);
    if (result.ok) {
      setErrors([]);
      onSubmit(result.props);
    } else {
      setErrors(result.errors);
      setAttempt((count) => count + 1);
    }
  };

  return (
    <form
      id={prefix}
      tabIndex={-1}
      className="block-form"
      noValidate
      onSubmit={submit}
      aria-labelledby={`${prefix}-heading`}
    >
      {errors.length > 0 && (
        <ErrorSummary
          prefix={prefix}
          errors={errors}
          attempt={attempt}
          onFollow={(id) => document.getElementById(id)?.focus()}
        />
      )}
      <h2 id={`${prefix}-heading`} className="block-form__title">
        {entry.title}
      </h2>
      <p className="block-form__summary-text">{entry.summary}</p>
      {entry.wraps === 'text' && (
        <p className="block-form__note">The words inside the block are written in the text, between its tags.</p>
      )}
      {fields.length === 0 && <p className="block-form__note">This block has no settings.</p>}
      {fields.map((field) => (
        <Field key={field.key} field={field} path={[field.key]} form={form} />
      ))}
      <div className="block-form__actions">
        {initial && fields.length === 0 ? (
          // Nothing to change, so nothing to save: the block stays as it is written.
          <button type="button" className="block-form__primary" onClick={onCancel}>
            Close
          </button>
        ) : (
          <>
            <button type="submit" className="block-form__primary">
              {initial ? 'Save block' : 'Insert block'}
            </button>
            <button type="button" className="block-form__secondary" onClick={onCancel}>
              Cancel
            </button>
          </>
        )}
      </div>
    </form>
  );
}
