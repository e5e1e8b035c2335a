import {
  memo,
  type InputHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  type TextareaHTMLAttributes,
} from 'react';

/**
 * Form parts for the tools, after the GOV.UK Design System: a visible label, a hint, the error
 * message beside the field, and the field described by both. Presentational only (no state), so
 * the islands that import them stay thin. The fields are drawn again only when their props change:
 * a key typed in one field of a long form (the quote request's) then redraws that field's
 * neighbours only if what they show changed, which keeps the key's frame short on a slow phone.
 */

export interface FieldError {
  /** The id of the element the error summary links to. */
  target: string;
  message: string;
}

// Short answers get a narrower box, but never wider than the screen: with the text at 150% on a
// phone, a fixed 15rem box would push the form off the page.
const inputClasses = (invalid: boolean, maxWidth = '') =>
  `w-full min-w-0 ${maxWidth} rounded-md border-2 bg-white px-3 py-2 text-base text-slate-900 ${invalid ? 'border-red-700' : 'border-slate-600'}`;

function describedBy(id: string, hint?: ReactNode, error?: string) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** A field's label. */
function Label({ id, children }: { id: string; children: ReactNode }) {
  return (
    <label htmlFor={id} className="block font-semibold text-slate-900">
      {children}
    </label>
  );
}

export function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
      {children}
    </p>
  );
}

/**
 * One question: its label or legend, hint, error and field. An error draws a red bar down its left
 * side, beside the question as well as the field, so the bar is on this box rather than the field.
 */
function Question({ error, hidden, children }: { error?: string; hidden?: boolean; children: ReactNode }) {
  return (
    <div hidden={hidden} className={error ? 'border-l-4 border-red-700 pl-3' : undefined}>
      {children}
    </div>
  );
}

export function ErrorMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={`${id}-error`} className="mt-1 font-semibold text-red-700">
      <span className="sr-only">Error: </span>
      {message}
    </p>
  );
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Tailwind max-width class of the input, for fields with short answers (such as max-w-40). */
  maxWidth?: string;
  /** Shown before the input, such as "£". */
  prefix?: string;
}

export const TextField = memo(function TextField({
  id,
  name,
  label,
  hint,
  error,
  maxWidth,
  prefix,
  type = 'text',
  ...input
}: TextFieldProps) {
  return (
    <Question error={error}>
      <Label id={id}>{label}</Label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      <ErrorMessage id={id} message={error} />
      <div className="mt-1 flex items-stretch">
        {prefix ? (
          <span
            aria-hidden="true"
            className="flex items-center rounded-l-md border-2 border-r-0 border-slate-600 bg-slate-100 px-3 font-semibold"
          >
            {prefix}
          </span>
        ) : null}
        <input
          id={id}
          name={name}
          type={type}
          aria-describedby={describedBy(id, hint, error)}
          aria-invalid={error ? true : undefined}
          className={`${inputClasses(Boolean(error), maxWidth)} ${prefix ? 'rounded-l-none' : ''}`}
          {...input}
        />
      </div>
    </Question>
  );
});

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'name'> {
  id: string;
  name: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
}

export const TextArea = memo(function TextArea({ id, name, label, hint, error, ...textarea }: TextAreaProps) {
  return (
    <Question error={error}>
      <Label id={id}>{label}</Label>
      {hint ? <Hint id={id}>{hint}</Hint> : null}
      <ErrorMessage id={id} message={error} />
      <textarea
        id={id}
        name={name}
        aria-describedby={describedBy(id, hint, error)}
        aria-invalid={error ? true : undefined}
        className={`mt-1 ${inputClasses(Boolean(error))}`}
        {...textarea}
      />
    </Question>
  );
});

export interface Choice {
  value: string;
  label: string;
}

interface ChoicesProps {
  /** The id of the group; each option's id is `<id>-<value>`, the first being the error summary's target. */
  id: string;
  name: string;
  legend: ReactNode;
  options: readonly Choice[];
  hint?: ReactNode;
  error?: string;
  /** Lay short options side by side. */
  inline?: boolean;
  hidden?: boolean;
}

/** A set of radio buttons in a fieldset whose legend asks the question. */
export const Radios = memo(function Radios({ id, name, legend, options, hint, error, inline, hidden }: ChoicesProps) {
  return (
    // The error's bar is on a box around the fieldset: on the fieldset itself, the legend sits outside it.
    <Question error={error} hidden={hidden}>
      <fieldset id={id} aria-describedby={describedBy(id, hint, error)}>
        <legend className="font-semibold text-slate-900">{legend}</legend>
        {hint ? <Hint id={id}>{hint}</Hint> : null}
        <ErrorMessage id={id} message={error} />
        <div className={`mt-2 ${inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2'}`}>
          {options.map((option) => (
            <label key={option.value} className="flex min-h-11 items-center gap-3">
              <input
                type="radio"
                id={`${id}-${option.value}`}
                name={name}
                value={option.value}
                className="size-6 shrink-0 accent-brand-700"
              />
              <span className="min-w-0">{option.label}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </Question>
  );
});

/**
 * An error link's jump, as GOV.UK Frontend's error summary makes it: the field's question (its
 * fieldset's legend, or its label) is brought to the top of the screen, below the sticky header
 * (the page's scroll-padding-top), and the field takes focus. The link's own jump would put the field itself at the
 * very top, under the header, with its question above the screen.
 */
function focusField(event: MouseEvent<HTMLAnchorElement>, target: string) {
  const field = document.getElementById(target);
  if (!field) return;
  const question =
    field.closest('fieldset')?.querySelector(':scope > legend') ??
    (field.id ? document.querySelector(`label[for="${CSS.escape(field.id)}"]`) : null);
  event.preventDefault();
  (question ?? field).scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/** An error's link to its field, which brings the field's question into view and focuses the field. */
export function ErrorLink({ target, children }: { target: string; children: ReactNode }) {
  return (
    <a
      href={`#${target}`}
      onClick={(event) => focusField(event, target)}
      className="font-semibold text-red-700 underline"
    >
      {children}
    </a>
  );
}

/** The GOV.UK error summary: what is wrong, at the top, each item a link to its field. */
export function ErrorSummary({
  id,
  errors,
  summaryRef,
}: {
  /** Unique on the page: two tools may share one. */
  id: string;
  errors: readonly FieldError[];
  summaryRef: RefObject<HTMLDivElement | null>;
}) {
  if (errors.length === 0) return null;
  return (
    <div
      ref={summaryRef}
      tabIndex={-1}
      id={id}
      aria-labelledby={`${id}-title`}
      role="alert"
      className="mb-8 rounded-md border-4 border-red-700 p-4 focus:outline-3 focus:outline-offset-2"
    >
      {/* mt-0 and list-none: inside an article, the body's heading and list styles are not the summary's. */}
      <h2 id={`${id}-title`} className="mt-0 text-xl font-bold text-slate-900">
        There is a problem
      </h2>
      <ul className="mt-3 list-none space-y-1 pl-0">
        {errors.map((error) => (
          <li key={error.target}>
            <ErrorLink target={error.target}>{error.message}</ErrorLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
