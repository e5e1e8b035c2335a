import { yearsText } from '@/lib/lists';
import { formatNumber, formatPounds, MAX_POUNDS, parsePounds } from '@/tools/shared/money';

/** Everything the heat pump and gas boiler comparison needs; amounts in pounds. */
export interface CostInputs {
  heatPump: { install: number; grantOn: boolean; running: number; servicing: number };
  boiler: { install: number; running: number; servicing: number; replacementYear: number; replacementCost: number };
  grant: number;
  years: number;
}

export interface CostRow {
  year: number;
  /** Cumulative cost by the end of this year, in pounds. */
  heatPump: number;
  boiler: number;
}

export interface CostComparison {
  /** Year 0 is the installation; each later year adds its running, servicing and any replacement. */
  rows: CostRow[];
  heatPumpInstallNet: number;
  /** Running plus servicing a year; difference is the boiler's less the heat pump's. */
  yearly: { heatPump: number; boiler: number; difference: number };
  /**
   * The year from which the heat pump has cost no more in total than the boiler, to the last year
   * compared (0: from the installation), or null unless it is the cheaper by the last year.
   */
  paybackYear: number | null;
  /**
   * When the heat pump costs no more for a while (at first, or after the boiler's replacement) but
   * more by the last year: the year from which the gas boiler stays the cheaper. Null otherwise.
   */
  boilerCheaperFrom: number | null;
  /** Cumulative costs at the end of the last year; difference is the boiler's less the heat pump's. */
  totals: { heatPump: number; boiler: number; difference: number };
}

/** Guide prices for a typical 3-bedroom home (the specification's guide price table), in pounds. */
export const GUIDE_RANGES = {
  heatPumpInstall: { low: 8000, high: 15000 },
  heatPumpRunning: { low: 800, high: 1200 },
  // The guide gives running 800–1,200 and "total with service" 950–1,400, so servicing is 150–200.
  heatPumpServicing: { low: 150, high: 200 },
  boilerInstall: { low: 2500, high: 4500 },
  boilerRunning: { low: 1200, high: 1800 },
  boilerServicing: { low: 85, high: 120 },
  boilerReplacementCost: { low: 3000, high: 5000 },
} as const satisfies Record<string, { low: number; high: number }>;

export type GuideRangeName = keyof typeof GUIDE_RANGES;

export const HEAT_PUMP_LIFESPAN_YEARS = { low: 20, high: 25 } as const;
export const MAX_YEARS = 25;

const middle = ({ low, high }: { low: number; high: number }) => (low + high) / 2;

/** "guide: £8,000 to £15,000", for the hint beside a field. */
export const guideText = (name: GuideRangeName) =>
  `guide: ${formatPounds(GUIDE_RANGES[name].low)} to ${formatPounds(GUIDE_RANGES[name].high)}`;

/**
 * The starting figures, over 20 years with the grant on: the heat pump's installation at the top of
 * its guide range and the middle of every other range. A first answer from the dearest heat pump is a
 * cautious one, and it agrees with the guide around it: with today's £7,500 grant it pays back in year
 * 10 (the guide's typical payback is 7–12 years) and saves £425 a year, £8,500 over 20 years (the
 * guide's £335–£520 a year, £6,700–£10,400 over 20 years). The middle of every range, a heat pump at
 * £11,500, would pay back in year 2: nothing the guide says.
 */
export function defaultCostInputs(grant: number): CostInputs {
  return {
    heatPump: {
      install: GUIDE_RANGES.heatPumpInstall.high,
      grantOn: true,
      running: middle(GUIDE_RANGES.heatPumpRunning),
      servicing: middle(GUIDE_RANGES.heatPumpServicing),
    },
    boiler: {
      install: middle(GUIDE_RANGES.boilerInstall),
      running: middle(GUIDE_RANGES.boilerRunning),
      // The middle, £102.50, rounded to the nearest £10: a starting figure reads better as £100.
      servicing: Math.round(middle(GUIDE_RANGES.boilerServicing) / 10) * 10,
      replacementYear: 15,
      replacementCost: middle(GUIDE_RANGES.boilerReplacementCost),
    },
    grant,
    years: 20,
  };
}

// Sums are kept in whole pence so that, say, £102.50 a year for 20 years is exactly £2,050.
const toPence = (pounds: number) => Math.round(pounds * 100);
const toPounds = (pence: number) => pence / 100;

/** The heat pump's installation price less the grant when it is on, never below £0. */
export const heatPumpInstallNet = (inputs: CostInputs) =>
  inputs.heatPump.grantOn
    ? toPounds(Math.max(0, toPence(inputs.heatPump.install) - toPence(inputs.grant)))
    : inputs.heatPump.install;

/**
 * Cumulative costs of a heat pump and a gas boiler, year by year. Prices stay the same every year;
 * the boiler is replaced once, in its replacement year, when that falls within the years compared.
 */
export function compareCosts(inputs: CostInputs): CostComparison {
  const { heatPump, boiler, years } = inputs;
  const net = heatPumpInstallNet(inputs);
  const heatPumpYearly = toPence(heatPump.running) + toPence(heatPump.servicing);
  const boilerYearly = toPence(boiler.running) + toPence(boiler.servicing);

  let heatPumpTotal = toPence(net);
  let boilerTotal = toPence(boiler.install);
  const rows: CostRow[] = [{ year: 0, heatPump: toPounds(heatPumpTotal), boiler: toPounds(boilerTotal) }];
  for (let year = 1; year <= years; year += 1) {
    heatPumpTotal += heatPumpYearly;
    boilerTotal += boilerYearly + (year === boiler.replacementYear ? toPence(boiler.replacementCost) : 0);
    rows.push({ year, heatPump: toPounds(heatPumpTotal), boiler: toPounds(boilerTotal) });
  }

  return {
    rows,
    heatPumpInstallNet: net,
    yearly: {
      heatPump: toPounds(heatPumpYearly),
      boiler: toPounds(boilerYearly),
      difference: toPounds(boilerYearly - heatPumpYearly),
    },
    ...crossings(rows),
    totals: {
      heatPump: toPounds(heatPumpTotal),
      boiler: toPounds(boilerTotal),
      difference: toPounds(boilerTotal - heatPumpTotal),
    },
  };
}

/**
 * Where the running totals cross for good. A heat pump that costs more to run can be the cheaper at
 * first (with the grant, or while the boiler's replacement is ahead) and the dearer by the end: then
 * it does not pay back, and the year the boiler becomes the cheaper for good is given instead.
 */
function crossings(rows: CostRow[]): Pick<CostComparison, 'paybackYear' | 'boilerCheaperFrom'> {
  const last = rows.at(-1)!;
  // The last year in which the heat pump had cost more in total (or no more), if any.
  const lastDearer = rows.findLastIndex((row) => row.heatPump > row.boiler);
  const lastNoDearer = rows.findLastIndex((row) => row.heatPump <= row.boiler);
  if (last.heatPump < last.boiler) return { paybackYear: lastDearer + 1, boilerCheaperFrom: null };
  if (last.heatPump > last.boiler && lastNoDearer >= 0)
    return { paybackYear: null, boilerCheaperFrom: lastNoDearer + 1 };
  return { paybackYear: null, boilerCheaperFrom: null };
}

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

/** The comparison's assumptions in plain sentences, to show beside its results. */
export function describeAssumptions(inputs: CostInputs): string[] {
  const { heatPump, boiler, years } = inputs;
  const span = yearsText(years);
  const net = heatPumpInstallNet(inputs);
  const lifespan = `A heat pump lasts ${HEAT_PUMP_LIFESPAN_YEARS.low} to ${HEAT_PUMP_LIFESPAN_YEARS.high} years`;
  return [
    'Prices stay the same every year: there is no inflation and no change in energy prices.',
    heatPump.grantOn
      ? `The grant of ${formatPounds(inputs.grant)} is taken off the heat pump's installation price of ${formatPounds(heatPump.install)}, leaving ${formatPounds(net)}.`
      : `No grant is taken off the heat pump's installation price of ${formatPounds(heatPump.install)}.`,
    `Each year the heat pump costs ${formatPounds(heatPump.running)} to run and ${formatPounds(heatPump.servicing)} to service, and the boiler ${formatPounds(boiler.running)} to run and ${formatPounds(boiler.servicing)} to service.`,
    boiler.replacementYear <= years
      ? `The boiler is replaced once, in year ${boiler.replacementYear}, for ${formatPounds(boiler.replacementCost)}.`
      : `The boiler is not replaced within the ${span} compared (its replacement would be due in year ${boiler.replacementYear}).`,
    years <= HEAT_PUMP_LIFESPAN_YEARS.low
      ? `${lifespan}, so it is not replaced within the ${span} compared.`
      : `${lifespan}; the comparison assumes it is not replaced within the ${span} compared.`,
    "Year 0 is the installation; each later year adds that year's running and servicing costs.",
  ];
}
