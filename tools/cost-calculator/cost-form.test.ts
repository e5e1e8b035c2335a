import { describe, expect, it } from 'vitest';
import { costInputsToFields, validateCostInputs } from './cost-form';
import { defaultCostInputs } from './cost-inputs';

const GRANT = 7500;

/** The form's fields with one left out, as a form sends an unticked checkbox. */
const without = (fields: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

describe('validateCostInputs', () => {
  const fields = costInputsToFields(defaultCostInputs(GRANT));

  it('reads the form back into the inputs it was filled from', () => {
    expect(fields).toMatchObject({ heatPumpInstall: '15,000', heatPumpGrantOn: 'on', years: '20' });
    expect(validateCostInputs(fields, GRANT)).toEqual({ ok: true, inputs: defaultCostInputs(GRANT) });
  });

  it('accepts pounds as visitors type them, and an unticked grant box', () => {
    const unticked = without(fields, 'heatPumpGrantOn');
    const result = validateCostInputs(
      { ...unticked, heatPumpInstall: ' £12,000.50 ', boilerServicing: '0', years: ' 25 ' },
      GRANT,
    );
    expect(result).toMatchObject({
      ok: true,
      inputs: { heatPump: { install: 12000.5, grantOn: false }, boiler: { servicing: 0 }, years: 25 },
    });
  });

  it('takes the grant from the caller, never from the form', () => {
    expect(validateCostInputs({ ...fields, grant: '99999' }, 6000)).toMatchObject({
      ok: true,
      inputs: { grant: 6000 },
    });
  });

  it('explains each problem in form order, in the words GOV.UK uses', () => {
    const result = validateCostInputs(
      {
        ...fields,
        heatPumpInstall: '',
        heatPumpRunning: 'a thousand',
        heatPumpServicing: '-5',
        boilerInstall: '1,000,001',
        boilerReplacementYear: '0',
        boilerReplacementCost: '',
        years: '2.5',
      },
      GRANT,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'heatPumpInstall', message: "Enter the heat pump's installation price in pounds, like 15,000" },
        { field: 'heatPumpRunning', message: 'Heat pump running cost a year must be an amount in pounds, like 1,000' },
        { field: 'heatPumpServicing', message: 'Heat pump servicing a year must be an amount in pounds, like 175' },
        { field: 'boilerInstall', message: 'Boiler installation price must be £1,000,000 or less' },
        { field: 'boilerReplacementYear', message: 'Year the boiler is replaced must be a whole number from 1 to 25' },
        { field: 'boilerReplacementCost', message: 'Enter the price of replacing the boiler in pounds, like 4,000' },
        { field: 'years', message: 'Years to compare must be a whole number from 1 to 25' },
      ],
    });
  });

  it('keeps both year fields from 1 to 25', () => {
    const errors = (changes: Record<string, string>) => {
      const result = validateCostInputs({ ...fields, ...changes }, GRANT);
      return result.ok ? [] : result.errors.map((error) => error.message);
    };
    expect(errors({ years: '26' })).toEqual(['Years to compare must be a whole number from 1 to 25']);
    expect(errors({ years: '0' })).toEqual(['Years to compare must be a whole number from 1 to 25']);
    expect(errors({ years: '' })).toEqual(['Enter how many years to compare, like 20']);
    expect(errors({ boilerReplacementYear: '' })).toEqual(['Enter the year the boiler is replaced, like 15']);
    expect(errors({ boilerReplacementYear: '26' })).toEqual([
      'Year the boiler is replaced must be a whole number from 1 to 25',
    ]);
    expect(errors({ years: '1', boilerReplacementYear: '25', heatPumpInstall: '1,000,000' })).toEqual([]);
  });

  it('treats a missing field as empty', () => {
    const rest = without(fields, 'boilerRunning');
    expect(validateCostInputs(rest, GRANT)).toEqual({
      ok: false,
      errors: [{ field: 'boilerRunning', message: "Enter the boiler's running cost a year in pounds, like 1,500" }],
    });
  });
});
