import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resultSentence } from './cost-calculator.island';
import { CostChart } from './cost-chart';
import { compareCosts, defaultCostInputs } from './cost-compare';
import { middleOfEveryRange } from './cost-inputs.fixture';

const GRANT = 7500;
const over = (years: number) => compareCosts({ ...defaultCostInputs(GRANT), years });

const middles = () => middleOfEveryRange(GRANT);

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
