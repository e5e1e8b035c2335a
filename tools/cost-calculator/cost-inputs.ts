import { formatPounds } from '@/tools/shared/money';

/** Everything the heat pump and gas boiler comparison needs; amounts in pounds. */
export interface CostInputs {
  heatPump: { install: number; grantOn: boolean; running: number; servicing: number };
  boiler: { install: number; running: number; servicing: number; replacementYear: number; replacementCost: number };
  grant: number;
  years: number;
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
