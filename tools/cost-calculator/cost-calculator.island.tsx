'use client';

import { useDeferredValue, type RefObject } from 'react';
import { ErrorLink, TextField } from '@/tools/shared/fields';
import { formatPounds } from '@/tools/shared/money';
import { costInputsToFields, type CostField } from './cost-form';
import { guideText, MAX_YEARS } from './cost-inputs';
import { Results } from './cost-results';
import type { LateError } from './late-errors';
import { useCostCalculator } from './use-cost-calculator';

interface CostCalculatorProps {
  /** The grant, from the scheme's data file. */
  grant: number;
  /** The scheme's name, from the same file. */
  grantName: string;
}

const ID = 'cost-calculator';
const fieldId = (field: CostField) => `${ID}-${field}`;

/**
 * The heat pump vs gas boiler calculator: the visitor's own figures in, cumulative costs out, as
 * words, a chart and a table (its state: use-cost-calculator.ts).
 */
export function CostCalculatorIsland({ grant, grantName }: CostCalculatorProps) {
  const {
    form,
    errorsBox,
    defaults,
    lastInputs,
    result,
    errors,
    announcement,
    press,
    leave,
    onChange,
    onReset,
    onSubmit,
  } = useCostCalculator(grant);
  // The answer (its words, totals, chart and table) is drawn in a render of its own, after the field
  // has painted what was typed: in the key's own frame it took up to 400 ms on a slow phone. A key
  // pressed meanwhile starts that render again with the newer figures.
  const shownInputs = useDeferredValue(lastInputs);
  const shownResult = useDeferredValue(result);
  const values = costInputsToFields(defaults);
  const errorOf = (field: CostField) => errors.find((e) => e.field === field)?.message;
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
        onChange={onChange}
        onReset={onReset}
        onSubmit={onSubmit}
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
      <Results id={ID} inputs={shownInputs} result={shownResult} hidden={errors.length > 0} />
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
