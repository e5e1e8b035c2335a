import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resultSentence } from '@/components/islands/cost-calculator';
import { CostChart } from '@/components/tools/cost-chart';
import { compareCosts, defaultCostInputs } from '@/lib/tools/cost-compare';

const GRANT = 7500;
const over = (years: number) => compareCosts({ ...defaultCostInputs(GRANT), years });

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
});
