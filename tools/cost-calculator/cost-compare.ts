import type { CostInputs } from './cost-inputs';

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
