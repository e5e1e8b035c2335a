'use client';

import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import { ErrorLink, TextField } from '@/tools/shared/fields';
import { useHeldSubmit } from '@/tools/shared/use-held-submit';
import { CostChart } from './cost-chart';
import {
  compareCosts,
  COST_FIELDS,
  costInputsToFields,
  defaultCostInputs,
  describeAssumptions,
  guideText,
  MAX_YEARS,
  validateCostInputs,
  type CostComparison,
  type CostField,
  type CostInputs,
  type CostValidation,
} from './cost-compare';
import { editingAfterInput, shownErrors, type LateError } from './late-errors';
import { fieldValues, readSaved, restoreFields, save } from '@/tools/shared/tab-storage';
import { yearsText } from '@/lib/lists';
import { formatPounds } from '@/tools/shared/money';

interface CostCalculatorProps {
  /** The grant, from the scheme's data file. */
  grant: number;
  /** The scheme's name, from the same file. */
  grantName: string;
}

const ID = 'cost-calculator';
/** The visitor's figures, kept in this tab only (tools/shared/tab-storage), shared by both pages with the calculator. */
const STORAGE_KEY = 'cost-calculator';
const fieldId = (field: CostField) => `${ID}-${field}`;

/** How long after the last keystroke the new result is read out. */
const ANNOUNCE_AFTER_MS = 1000;

function readForm(form: HTMLFormElement, grant: number): CostValidation {
  const raw: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') raw[name] = value;
  return validateCostInputs(raw, grant);
}

/** The figures as last read, and the last that were all correct: the answer shown meanwhile. */
function showFigures(
  shown: { state: CostValidation; lastInputs: CostInputs },
  state: CostValidation,
): { state: CostValidation; lastInputs: CostInputs } {
  return { state, lastInputs: state.ok ? state.inputs : shown.lastInputs };
}

/** One sentence of the result, shown and read out. */
export function resultSentence(years: number, result: CostComparison): string {
  const { totals, paybackYear, boilerCheaperFrom } = result;
  const span = yearsText(years);
  const sentences = [
    `Over ${span}, the heat pump costs ${formatPounds(totals.heatPump)} and the gas boiler ${formatPounds(totals.boiler)}: ${
      totals.difference > 0
        ? `${formatPounds(totals.difference)} less with the heat pump`
        : totals.difference < 0
          ? `${formatPounds(-totals.difference)} less with the gas boiler`
          : 'the same either way'
    }.`,
  ];
  if (paybackYear === 0) sentences.push('The heat pump costs no more to install, so it is cheaper from the start.');
  else if (paybackYear !== null) sentences.push(`The heat pump pays back in year ${paybackYear}.`);
  else if (boilerCheaperFrom !== null)
    sentences.push(`The heat pump costs more to run, so from year ${boilerCheaperFrom} the gas boiler is the cheaper.`);
  else if (totals.difference < 0) sentences.push(`The heat pump does not pay back within ${span}.`);
  return sentences.join(' ');
}

/**
 * The heat pump vs gas boiler calculator: the visitor's own figures in, cumulative costs out, as
 * words, a chart and a table. The fields are the browser's own (uncontrolled), so anything typed
 * before the script arrives is kept and read once it has, and so are figures typed on an earlier
 * visit in the same tab. The answer follows each keystroke; a figure still being typed keeps its
 * error until the visitor leaves the field (late-errors.ts), and meanwhile the answer stays
 * that of the last complete figures.
 */
export function CostCalculatorIsland({ grant, grantName }: CostCalculatorProps) {
  const defaults = defaultCostInputs(grant);
  const values = costInputsToFields(defaults);
  const form = useRef<HTMLFormElement>(null);
  const [{ state, lastInputs }, show] = useReducer(showFigures, {
    state: { ok: true, inputs: defaults },
    lastInputs: defaults,
  });
  const [editing, setEditing] = useState<CostField | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const changed = useRef(false);
  // "Work it out" pressed with a figure wrong: the list of what to correct takes focus, as the other
  // tools' error summaries do. Typing only updates it, and the status line reads it out.
  const errorsBox = useRef<HTMLDivElement>(null);
  const submitted = useRef(false);

  useEffect(() => {
    if (!form.current) return;
    restoreFields(form.current, readSaved(STORAGE_KEY), COST_FIELDS);
    show(readForm(form.current, grant));
  }, [grant]);
  useHeldSubmit(form);

  const errors = shownErrors(state.ok ? [] : state.errors, editing);
  // The answer shown: for the figures as read when they are all correct (lastInputs is then they).
  const result = compareCosts(lastInputs);
  // What the status line reads out once typing pauses; nothing while a figure is still being typed.
  const toAnnounce =
    errors.length > 0
      ? 'Correct the figures marked to see the comparison.'
      : state.ok
        ? resultSentence(lastInputs.years, result)
        : null;

  useEffect(() => {
    if (!changed.current || toAnnounce === null) return;
    const timer = setTimeout(() => setAnnouncement(toAnnounce), ANNOUNCE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [toAnnounce]);

  useEffect(() => {
    if (submitted.current && !state.ok) errorsBox.current?.focus();
    submitted.current = false;
  }, [state]);

  const update = () => {
    changed.current = true;
    if (!form.current) return;
    show(readForm(form.current, grant));
    save(STORAGE_KEY, fieldValues(form.current, COST_FIELDS));
  };
  const errorOf = (field: CostField) => errors.find((e) => e.field === field)?.message;
  // Pressing a button takes focus from the field before the button acts. Showing the field's error
  // then would move the button from under the finger or pointer and lose the press, so the button's
  // own action (work it out, or back to the guide figures) deals with the errors instead.
  const pressing = useRef(false);
  const press = {
    onPointerDown: () => (pressing.current = true),
    onClick: () => (pressing.current = false),
  };
  const leave = (field: CostField) => () => {
    if (pressing.current) pressing.current = false;
    else setEditing((current) => (current === field ? null : current));
  };
  const amount = (field: CostField, label: string, hint: string) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      hint={hint}
      defaultValue={values[field]}
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      prefix="£"
      maxWidth="max-w-40"
      error={errorOf(field)}
      onBlur={leave(field)}
    />
  );
  const year = (field: CostField, label: string, hint: string) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      hint={hint}
      defaultValue={values[field]}
      inputMode="numeric"
      autoComplete="off"
      maxWidth="max-w-20"
      error={errorOf(field)}
      onBlur={leave(field)}
    />
  );

  return (
    <div data-island="CostCalculatorIsland">
      <form
        ref={form}
        noValidate
        data-hold-submit=""
        onChange={({ target }) => {
          if (target instanceof HTMLInputElement && target.type === 'text') {
            setEditing(editingAfterInput(target.name as CostField, errors));
          }
          update();
        }}
        onReset={() => {
          changed.current = true;
          save(STORAGE_KEY, {});
          setEditing(null);
          show({ ok: true, inputs: defaults });
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submitted.current = true;
          setEditing(null);
          update();
        }}
        aria-label="Your figures"
        className="grid grid-cols-1 gap-8 md:grid-cols-2"
      >
        <fieldset className="space-y-5">
          <legend className="text-lg font-bold text-slate-900">Air source heat pump</legend>
          {amount('heatPumpInstall', 'Installation price', `Before any grant; ${guideText('heatPumpInstall')}`)}
          <div className="flex items-start gap-3">
            <input
              type="checkbox"
              id={fieldId('heatPumpGrantOn')}
              name="heatPumpGrantOn"
              defaultChecked={defaults.heatPump.grantOn}
              className="mt-0.5 size-6 shrink-0 accent-brand-700"
            />
            <label htmlFor={fieldId('heatPumpGrantOn')}>
              Take off the {grantName} grant of {formatPounds(grant)}
            </label>
          </div>
          {amount('heatPumpRunning', 'Running cost a year', guideText('heatPumpRunning'))}
          {amount('heatPumpServicing', 'Servicing a year', guideText('heatPumpServicing'))}
        </fieldset>
        <fieldset className="space-y-5">
          <legend className="text-lg font-bold text-slate-900">Gas boiler</legend>
          {amount('boilerInstall', 'Installation price', guideText('boilerInstall'))}
          {amount('boilerRunning', 'Running cost a year', guideText('boilerRunning'))}
          {amount('boilerServicing', 'Servicing a year', guideText('boilerServicing'))}
          {amount('boilerReplacementCost', 'Price of replacing it', guideText('boilerReplacementCost'))}
          {year('boilerReplacementYear', 'Year it is replaced', 'A boiler lasts 12 to 15 years')}
        </fieldset>
        <div className="space-y-4 md:col-span-2">
          {year('years', 'Years to compare', `From 1 to ${MAX_YEARS}`)}
          <div className="flex flex-wrap gap-4">
            {/* The result follows every change; the button is there for whoever looks for one. */}
            <button type="submit" className="tool-button" {...press}>
              Work it out
            </button>
            <button type="reset" className="tool-button-secondary" {...press}>
              Back to the guide figures
            </button>
          </div>
        </div>
      </form>
      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
      {errors.length > 0 && <ErrorList errors={errors} errorsBox={errorsBox} />}
      {/* Hidden rather than removed while there are errors, so an opened table is open again after. */}
      <Results inputs={lastInputs} result={result} hidden={errors.length > 0} />
    </div>
  );
}

function ErrorList({
  errors,
  errorsBox,
}: {
  errors: LateError<CostField>[];
  errorsBox: RefObject<HTMLDivElement | null>;
}) {
  return (
    <div
      ref={errorsBox}
      tabIndex={-1}
      className="mt-8 rounded-md border-4 border-red-700 p-4 focus:outline-3 focus:outline-offset-2"
      data-testid="cost-errors"
    >
      <h3 className="text-lg font-bold text-slate-900">Correct the figures marked to see the comparison</h3>
      <ul className="mt-2 space-y-1">
        {errors.map((error) => (
          <li key={error.field}>
            <ErrorLink target={fieldId(error.field)}>{error.message}</ErrorLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

function Results({ inputs, result, hidden }: { inputs: CostInputs; result: CostComparison; hidden: boolean }) {
  const years = inputs.years;
  return (
    <section aria-labelledby={`${ID}-results`} hidden={hidden} className="mt-10" data-testid="cost-results">
      <h3 id={`${ID}-results`} className="text-xl font-bold text-slate-900">
        Your figures over {yearsText(years)}
      </h3>
      <p className="mt-2 text-lg text-slate-900" data-testid="cost-sentence">
        {resultSentence(years, result)}
      </p>
      <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Total label="Heat pump in total" value={formatPounds(result.totals.heatPump)} />
        <Total label="Gas boiler in total" value={formatPounds(result.totals.boiler)} />
        <Total
          label="Each year"
          value={
            result.yearly.difference === 0
              ? 'The same either way'
              : `${formatPounds(Math.abs(result.yearly.difference))} ${result.yearly.difference > 0 ? 'less' : 'more'} with the heat pump`
          }
        />
      </dl>
      <CostChart result={result} years={years} />
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">The figures as a table</summary>
        <div className="table-scroll mt-3">
          <table data-testid="cost-table">
            <caption className="sr-only">Total cost by the end of each year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Heat pump</th>
                <th scope="col">Gas boiler</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year === 0 ? '0 (installation)' : row.year}</th>
                  <td>{formatPounds(row.heatPump)}</td>
                  <td>{formatPounds(row.boiler)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <h4 className="mt-6 font-semibold text-slate-900">What this assumes</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        {describeAssumptions(inputs).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
