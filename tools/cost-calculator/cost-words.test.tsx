import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CostChart } from './cost-chart';
import { compareCosts } from './cost-compare';
import { defaultCostInputs, type CostInputs } from './cost-inputs';
import { describeAssumptions, resultSentence } from './cost-words';
import { middleOfEveryRange } from './cost-inputs.fixture';

const GRANT = 7500;
const over = (years: number) => compareCosts({ ...defaultCostInputs(GRANT), years });

const middles = () => middleOfEveryRange(GRANT);

const withChanges = (inputs: CostInputs, changes: Partial<CostInputs>): CostInputs => ({ ...inputs, ...changes });

describe('the cost comparison in words', () => {
  it("names the years compared in the chart's title and the result sentence, one year included", () => {
    for (const [years, span] of [
      [1, '1 year'],
      [20, '20 years'],
    ] as const) {
      const chart = renderToStaticMarkup(<CostChart result={over(years)} years={years} />);
      expect(chart).toContain(`<title id="cost-chart-title">Heat pump and gas boiler: total cost over ${span}</title>`);
      expect(resultSentence(years, over(years))).toMatch(new RegExp(`^Over ${span}, the heat pump costs`));
    }
  });

  it('never says the heat pump pays back, or is cheaper from the start, when the gas boiler is the cheaper by the end', () => {
    const early = defaultCostInputs(GRANT);
    early.heatPump.install = 8000;
    early.heatPump.running = 1800;
    expect(resultSentence(20, compareCosts(early))).toBe(
      'Over 20 years, the heat pump costs £40,000 and the gas boiler £39,500: £500 less with the gas boiler. The heat pump costs more to run, so from year 19 the gas boiler is the cheaper.',
    );
    const late = middles();
    late.heatPump.running = 1625;
    expect(resultSentence(20, compareCosts(late))).toBe(
      'Over 20 years, the heat pump costs £40,000 and the gas boiler £39,500: £500 less with the gas boiler. The heat pump costs more to run, so from year 18 the gas boiler is the cheaper.',
    );
    // The chart marks no payback either.
    const chart = renderToStaticMarkup(<CostChart result={compareCosts(late)} years={20} />);
    expect(chart).not.toContain('pays back');

    const level = defaultCostInputs(GRANT);
    level.heatPump.install = 11000;
    level.heatPump.running = 1425;
    level.boiler.replacementCost = 0;
    expect(resultSentence(20, compareCosts(level))).toBe(
      'Over 20 years, the heat pump costs £35,500 and the gas boiler £35,500: the same either way.',
    );
  });

  it('keeps the sentences of the guide figures and of a heat pump that never catches up', () => {
    expect(resultSentence(20, over(20))).toBe(
      'Over 20 years, the heat pump costs £31,000 and the gas boiler £39,500: £8,500 less with the heat pump. The heat pump pays back in year 10.',
    );
    const dearer = middles();
    dearer.heatPump.running = 2000;
    dearer.years = 14;
    expect(resultSentence(14, compareCosts(dearer))).toBe(
      'Over 14 years, the heat pump costs £34,450 and the gas boiler £25,900: £8,550 less with the gas boiler. The heat pump does not pay back within 14 years.',
    );
  });
});

describe('describeAssumptions', () => {
  it('states the assumptions of the default comparison in plain words', () => {
    expect(describeAssumptions(defaultCostInputs(GRANT))).toEqual([
      'Prices stay the same every year: there is no inflation and no change in energy prices.',
      "The grant of £7,500 is taken off the heat pump's installation price of £15,000, leaving £7,500.",
      'Each year the heat pump costs £1,000 to run and £175 to service, and the boiler £1,500 to run and £100 to service.',
      'The boiler is replaced once, in year 15, for £4,000.',
      'A heat pump lasts 20 to 25 years, so it is not replaced within the 20 years compared.',
      "Year 0 is the installation; each later year adds that year's running and servicing costs.",
    ]);
  });

  it('follows the inputs: grant off, no boiler replacement, a longer comparison', () => {
    const inputs = defaultCostInputs(GRANT);
    inputs.heatPump.grantOn = false;
    inputs.boiler.replacementYear = 25;
    inputs.years = 24;
    const sentences = describeAssumptions(inputs);
    expect(sentences).toContain("No grant is taken off the heat pump's installation price of £15,000.");
    expect(sentences).toContain(
      'The boiler is not replaced within the 24 years compared (its replacement would be due in year 25).',
    );
    expect(sentences).toContain(
      'A heat pump lasts 20 to 25 years; the comparison assumes it is not replaced within the 24 years compared.',
    );
    expect(describeAssumptions(withChanges(inputs, { years: 1 }))).toContain(
      'A heat pump lasts 20 to 25 years, so it is not replaced within the 1 year compared.',
    );
  });
});
