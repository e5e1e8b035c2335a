import { formatPounds } from '@/tools/shared/money';

/**
 * What the cost calculator shows before a visitor changes anything, worked out here by hand rather
 * than by the code under test. Its starting figures are the top of the heat pump's guide price and
 * the middle of the other guide ranges, which are code (tools/cost-calculator/cost-inputs.ts); only the grant
 * comes from content/boiler-upgrade-scheme.yaml, which staff change when the government does. With
 * today's £7,500 the heat pump costs £31,000 over 20 years against the boiler's £39,500, and pays back
 * in year 10 (tests/unit/calculator-start.test.ts).
 */
export function calculatorStart(grant: number) {
  const heatPump = [Math.max(0, 15_000 - grant)]; // the top of £8,000 to £15,000, less the grant
  const boiler = [3_500]; // (£2,500 + £4,500) / 2
  for (let year = 1; year <= 20; year += 1) {
    heatPump.push(heatPump[year - 1]! + 1_000 + 175); // running (£800 + £1,200) / 2, servicing (£150 + £200) / 2
    boiler.push(boiler[year - 1]! + 1_500 + 100 + (year === 15 ? 4_000 : 0)); // servicing £100; replaced in year 15
  }
  // The heat pump costs less every year, so it pays back in the first year its total is no more.
  const payback = heatPump.findIndex((total, year) => total <= boiler[year]!);
  const [heatPumpTotal, boilerTotal] = [heatPump[20]!, boiler[20]!];
  return {
    heatPumpInstall: formatPounds(heatPump[0]!),
    heatPumpTotal: formatPounds(heatPumpTotal),
    boilerTotal: formatPounds(boilerTotal),
    difference: formatPounds(boilerTotal - heatPumpTotal),
    sentence:
      `Over 20 years, the heat pump costs ${formatPounds(heatPumpTotal)} and the gas boiler ${formatPounds(boilerTotal)}: ` +
      `${formatPounds(boilerTotal - heatPumpTotal)} less with the heat pump. ` +
      (payback === 0
        ? 'The heat pump costs no more to install, so it is cheaper from the start.'
        : `The heat pump pays back in year ${payback}.`),
  };
}
