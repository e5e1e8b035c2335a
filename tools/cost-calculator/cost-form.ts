import { formatNumber, formatPounds, MAX_POUNDS, parsePounds } from '@/tools/shared/money';
import { defaultCostInputs, MAX_YEARS, type CostInputs } from './cost-inputs';

type AmountField =
  | 'heatPumpInstall'
  | 'heatPumpRunning'
  | 'heatPumpServicing'
  | 'boilerInstall'
  | 'boilerRunning'
  | 'boilerServicing'
  | 'boilerReplacementCost';
type YearField = 'boilerReplacementYear' | 'years';

/** The form's field names, in the order the form shows them. */
export const COST_FIELDS = [
  'heatPumpInstall',
  'heatPumpGrantOn',
  'heatPumpRunning',
  'heatPumpServicing',
  'boilerInstall',
  'boilerRunning',
  'boilerServicing',
  'boilerReplacementYear',
  'boilerReplacementCost',
  'years',
] as const;

export type CostField = (typeof COST_FIELDS)[number];

const AMOUNTS: Record<AmountField, { label: string; enter: string; example: (inputs: CostInputs) => number }> = {
  heatPumpInstall: {
    label: 'Heat pump installation price',
    enter: "the heat pump's installation price",
    example: (inputs) => inputs.heatPump.install,
  },
  heatPumpRunning: {
    label: 'Heat pump running cost a year',
    enter: "the heat pump's running cost a year",
    example: (inputs) => inputs.heatPump.running,
  },
  heatPumpServicing: {
    label: 'Heat pump servicing a year',
    enter: "the heat pump's servicing cost a year",
    example: (inputs) => inputs.heatPump.servicing,
  },
  boilerInstall: {
    label: 'Boiler installation price',
    enter: "the boiler's installation price",
    example: (inputs) => inputs.boiler.install,
  },
  boilerRunning: {
    label: 'Boiler running cost a year',
    enter: "the boiler's running cost a year",
    example: (inputs) => inputs.boiler.running,
  },
  boilerServicing: {
    label: 'Boiler servicing a year',
    enter: "the boiler's servicing cost a year",
    example: (inputs) => inputs.boiler.servicing,
  },
  boilerReplacementCost: {
    label: 'Price of replacing the boiler',
    enter: 'the price of replacing the boiler',
    example: (inputs) => inputs.boiler.replacementCost,
  },
};

const YEARS: Record<YearField, { label: string; enter: string; example: (inputs: CostInputs) => number }> = {
  boilerReplacementYear: {
    label: 'Year the boiler is replaced',
    enter: 'the year the boiler is replaced',
    example: (inputs) => inputs.boiler.replacementYear,
  },
  years: { label: 'Years to compare', enter: 'how many years to compare', example: (inputs) => inputs.years },
};

const examples = defaultCostInputs(0);

export type CostValidation =
  { ok: true; inputs: CostInputs } | { ok: false; errors: { field: CostField; message: string }[] };

/**
 * Reads the comparison form's text fields (named as in COST_FIELDS). Amounts are pounds from £0 to
 * £1,000,000, typed as parsePounds accepts them; the two year fields are whole numbers from 1 to 25.
 * `heatPumpGrantOn` is a checkbox: "on" or "true" means on, anything else (or absent) means off.
 * The grant itself comes from the scheme's data, never from the form. Errors are in form order.
 */
export function validateCostInputs(raw: Record<string, string>, grant: number): CostValidation {
  const errors: { field: CostField; message: string }[] = [];

  const amount = (field: AmountField): number => {
    const { label, enter, example } = AMOUNTS[field];
    const like = formatNumber(example(examples));
    const typed = raw[field]?.trim() ?? '';
    const value = parsePounds(typed);
    if (typed === '') errors.push({ field, message: `Enter ${enter} in pounds, like ${like}` });
    else if (value === null) errors.push({ field, message: `${label} must be an amount in pounds, like ${like}` });
    else if (value > MAX_POUNDS)
      errors.push({ field, message: `${label} must be ${formatPounds(MAX_POUNDS)} or less` });
    return value ?? 0;
  };

  const wholeYears = (field: YearField): number => {
    const { label, enter, example } = YEARS[field];
    const typed = raw[field]?.trim() ?? '';
    const value = /^\d+$/.test(typed) ? Number(typed) : NaN;
    if (typed === '') errors.push({ field, message: `Enter ${enter}, like ${example(examples)}` });
    else if (!(value >= 1 && value <= MAX_YEARS)) {
      errors.push({ field, message: `${label} must be a whole number from 1 to ${MAX_YEARS}` });
    }
    return value;
  };

  // Built in form order, so the errors come out in form order too.
  const heatPump = {
    install: amount('heatPumpInstall'),
    grantOn: ['on', 'true'].includes(raw.heatPumpGrantOn?.trim().toLowerCase() ?? ''),
    running: amount('heatPumpRunning'),
    servicing: amount('heatPumpServicing'),
  };
  const boiler = {
    install: amount('boilerInstall'),
    running: amount('boilerRunning'),
    servicing: amount('boilerServicing'),
    replacementYear: wholeYears('boilerReplacementYear'),
    replacementCost: amount('boilerReplacementCost'),
  };
  const years = wholeYears('years');

  return errors.length > 0 ? { ok: false, errors } : { ok: true, inputs: { heatPump, boiler, grant, years } };
}

/** The inputs as the form's field values, the reverse of validateCostInputs (grant aside). */
export function costInputsToFields(inputs: CostInputs): Record<CostField, string> {
  const { heatPump, boiler } = inputs;
  return {
    heatPumpInstall: formatNumber(heatPump.install),
    heatPumpGrantOn: heatPump.grantOn ? 'on' : '',
    heatPumpRunning: formatNumber(heatPump.running),
    heatPumpServicing: formatNumber(heatPump.servicing),
    boilerInstall: formatNumber(boiler.install),
    boilerRunning: formatNumber(boiler.running),
    boilerServicing: formatNumber(boiler.servicing),
    boilerReplacementYear: String(boiler.replacementYear),
    boilerReplacementCost: formatNumber(boiler.replacementCost),
    years: String(inputs.years),
  };
}
