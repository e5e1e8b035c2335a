import { defaultCostInputs, GUIDE_RANGES, type CostInputs } from './cost-inputs';

/**
 * The middle of every guide range, the heat pump at £11,500, with the grant on over 20 years: the
 * starting point the calculator's older cases were worked out from by hand (it now starts the heat
 * pump at the top of its range).
 */
export function middleOfEveryRange(grant: number): CostInputs {
  const inputs = defaultCostInputs(grant);
  inputs.heatPump.install = (GUIDE_RANGES.heatPumpInstall.low + GUIDE_RANGES.heatPumpInstall.high) / 2;
  return inputs;
}
