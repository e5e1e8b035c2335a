import { yearsText } from '@/lib/lists';
import { formatPounds } from '@/tools/shared/money';
import { heatPumpInstallNet, type CostComparison } from './cost-compare';
import { HEAT_PUMP_LIFESPAN_YEARS, type CostInputs } from './cost-inputs';

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
