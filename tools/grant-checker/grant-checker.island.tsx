'use client';

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorSummary, Radios, TextField, type FieldError } from '@/tools/shared/fields';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import { checkGrant, NATION_OPTIONS, readQuote, type GrantAnswers, type GrantResult } from './grant-check';
import { fieldValues, readSaved, restoreFields, save } from '@/tools/shared/tab-storage';
import type { GrantScheme } from '@/schemas/grant';

interface GrantCheckerProps {
  scheme: GrantScheme;
  /** Unique on the page; prefixes every id. */
  id: string;
}

const questions = {
  nation: 'Select where the home is',
  epc: 'Select whether the home has a recent EPC',
  hadGrant: 'Select whether the home has had the grant before',
} as const;

type Outcome = Exclude<GrantResult, { status: 'incomplete' }>;

/**
 * The answers, kept in this tab only (tools/shared/tab-storage) and shared by every page with the
 * checker, with whether they were checked: a reload shows the answer again.
 */
const STORAGE_KEY = 'grant-checker';
const FIELDS = ['nation', 'epc', 'hadGrant', 'quote'] as const;

/** The form's answers checked against the scheme: what to correct, or the answer. */
function checkForm(
  element: HTMLFormElement,
  scheme: GrantScheme,
  id: string,
): { problems: FieldError[]; outcome: Outcome | null } {
  const data = new FormData(element);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === 'string' && entry !== '' ? entry : undefined;
  };
  const quote = readQuote(value('quote') ?? '');
  const answers = {
    nation: value('nation'),
    epc: value('epc'),
    hadGrant: value('hadGrant'),
  } as GrantAnswers;
  const checked = checkGrant(scheme, { ...answers, quote: quote.ok ? quote.quote : undefined });
  const problems: FieldError[] =
    checked.status === 'incomplete'
      ? checked.missing.map((name) => ({ target: `${id}-${name}-${firstOption[name]}`, message: questions[name] }))
      : [];
  if (!quote.ok) problems.push({ target: `${id}-quote`, message: quote.message });
  return { problems, outcome: problems.length === 0 && checked.status !== 'incomplete' ? checked : null };
}

/** The Boiler Upgrade Scheme checker: three questions and an optional quote, answered from the scheme's data file. */
export function GrantCheckerIsland({ scheme, id }: GrantCheckerProps) {
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const summary = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  useHeldSubmit(form);

  useEffect(() => {
    if (errors.length > 0) summary.current?.focus();
  }, [errors]);

  useEffect(() => {
    if (!form.current) return;
    const saved = readSaved(STORAGE_KEY);
    restoreFields(form.current, saved, FIELDS);
    // The answer again, if the visitor had one and the form holds the answers it was for.
    const now = fieldValues(form.current, FIELDS);
    if (saved.checked !== 'yes' || FIELDS.some((field) => now[field] !== saved[field])) return;
    const { problems, outcome: restored } = checkForm(form.current, scheme, id);
    if (problems.length === 0) setOutcome(restored);
  }, [scheme, id]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { problems, outcome: checked } = checkForm(event.currentTarget, scheme, id);
    setErrors(problems);
    setOutcome(checked);
    save(STORAGE_KEY, { ...fieldValues(event.currentTarget, FIELDS), checked: checked ? 'yes' : 'no' });
  }

  function onChange(event: FormEvent<HTMLFormElement>) {
    setOutcome(null);
    save(STORAGE_KEY, { ...fieldValues(event.currentTarget, FIELDS), checked: 'no' });
  }

  const errorFor = (name: string) =>
    errors.find((error) => error.target === `${id}-${name}` || error.target.startsWith(`${id}-${name}-`))?.message;

  return (
    <div data-island="GrantCheckerIsland" className="tool not-prose">
      <form
        ref={form}
        noValidate
        data-hold-submit=""
        onSubmit={onSubmit}
        // An answer given for other answers is taken away as soon as one changes, never left beside them.
        onChange={onChange}
        className="space-y-6"
        aria-label={`${scheme.name} checker`}
      >
        <ErrorSummary id={`${id}-errors`} errors={errors} summaryRef={summary} />
        <Radios
          id={`${id}-nation`}
          name="nation"
          legend="Where is the home?"
          options={NATION_OPTIONS}
          error={errorFor('nation')}
        />
        <Radios
          id={`${id}-epc`}
          name="epc"
          legend={`Does the home have an Energy Performance Certificate (EPC) issued in the last ${scheme.epcMaxAgeYears} years?`}
          options={yesNoNotSure}
          error={errorFor('epc')}
          inline
        />
        <Radios
          id={`${id}-hadGrant`}
          name="hadGrant"
          legend={`Has the home had a ${scheme.name} grant before?`}
          options={yesNoNotSure}
          error={errorFor('hadGrant')}
          inline
        />
        <TextField
          id={`${id}-quote`}
          name="quote"
          label="Your heat pump quote (optional)"
          hint="The installation price before the grant, to see what you would pay"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          prefix="£"
          maxWidth="max-w-40"
          error={errorFor('quote')}
        />
        <button type="submit" className="tool-button">
          Check
        </button>
      </form>
      {/* Empty until an answer, but never hidden: a live region must be in place before its news. */}
      <div role="status" aria-live="polite">
        {outcome ? (
          <div className="mt-8">
            <Answer result={outcome} />
          </div>
        ) : null}
      </div>
    </div>
  );
}

const firstOption = { nation: 'england', epc: 'yes', hadGrant: 'yes' } as const;

const yesNoNotSure = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
  { value: 'not-sure', label: 'Not sure' },
];

function Answer({ result }: { result: Outcome }) {
  if (result.status === 'likely') {
    return (
      <div className="rounded-lg border-l-8 border-green-700 bg-green-50 p-5">
        <p className="text-lg font-bold text-slate-900">{result.headline}</p>
        <ul className="mt-3 list-disc space-y-1 pl-6 text-slate-800">
          {result.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className="rounded-lg border-l-8 border-amber-600 bg-amber-50 p-5">
      <p className="text-lg font-bold text-slate-900">{result.headline}</p>
      <ul className="mt-3 space-y-3 text-slate-800">
        {result.unmet.map((item) => (
          <li key={item.condition}>
            <strong>{item.message}</strong> {item.whatToDo}
          </li>
        ))}
      </ul>
    </div>
  );
}
