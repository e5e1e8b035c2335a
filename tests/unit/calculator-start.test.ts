import { describe, expect, it } from 'vitest';
import { compareCosts } from '@/tools/cost-calculator/cost-compare';
import { defaultCostInputs } from '@/tools/cost-calculator/cost-inputs';
import { resultSentence } from '@/tools/cost-calculator/cost-words';
import { calculatorStart } from '../e2e/calculator-start';

describe("the browser tests' own working of the calculator's first answer", () => {
  it("gives today's figures for today's grant", () => {
    expect(calculatorStart(7_500)).toEqual({
      heatPumpInstall: '£7,500',
      heatPumpTotal: '£31,000',
      boilerTotal: '£39,500',
      difference: '£8,500',
      sentence:
        'Over 20 years, the heat pump costs £31,000 and the gas boiler £39,500: £8,500 less with the heat pump. The heat pump pays back in year 10.',
    });
  });

  it('agrees with the calculator for any grant staff may set', () => {
    for (const grant of [1, 5_000, 7_500, 8_000, 10_000, 11_500, 15_000]) {
      expect(calculatorStart(grant).sentence, `grant £${grant}`).toBe(
        resultSentence(20, compareCosts(defaultCostInputs(grant))),
      );
    }
  });
});
