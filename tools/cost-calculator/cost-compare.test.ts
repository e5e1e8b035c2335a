import { describe, expect, it } from 'vitest';
import {
  compareCosts,
  costInputsToFields,
  defaultCostInputs,
  describeAssumptions,
  GUIDE_RANGES,
  guideText,
  validateCostInputs,
  type CostInputs,
} from './cost-compare';
import { middleOfEveryRange } from './cost-inputs.fixture';

const GRANT = 7500;

/** The low or high end of every guide range, over 20 years with the grant on. */
function guideEnd(end: 'low' | 'high'): CostInputs {
  return {
    heatPump: {
      install: GUIDE_RANGES.heatPumpInstall[end],
      grantOn: true,
      running: GUIDE_RANGES.heatPumpRunning[end],
      servicing: GUIDE_RANGES.heatPumpServicing[end],
    },
    boiler: {
      install: GUIDE_RANGES.boilerInstall[end],
      running: GUIDE_RANGES.boilerRunning[end],
      servicing: GUIDE_RANGES.boilerServicing[end],
      replacementYear: 15,
      replacementCost: GUIDE_RANGES.boilerReplacementCost[end],
    },
    grant: GRANT,
    years: 20,
  };
}

/** The form's fields with one left out, as a form sends an unticked checkbox. */
const without = (fields: Record<string, string>, name: string) =>
  Object.fromEntries(Object.entries(fields).filter(([key]) => key !== name));

const withChanges = (inputs: CostInputs, changes: Partial<CostInputs>): CostInputs => ({ ...inputs, ...changes });

const middles = () => middleOfEveryRange(GRANT);

describe('guide ranges and defaults', () => {
  it('holds the guide prices of the specification, with heat pump servicing from its "total with service"', () => {
    expect(GUIDE_RANGES).toEqual({
      heatPumpInstall: { low: 8000, high: 15000 },
      heatPumpRunning: { low: 800, high: 1200 },
      heatPumpServicing: { low: 150, high: 200 },
      boilerInstall: { low: 2500, high: 4500 },
      boilerRunning: { low: 1200, high: 1800 },
      boilerServicing: { low: 85, high: 120 },
      boilerReplacementCost: { low: 3000, high: 5000 },
    });
    // Running plus servicing gives the spec's totals: heat pump 950–1,400, boiler 1,285–1,920.
    expect(compareCosts(guideEnd('low')).yearly).toMatchObject({ heatPump: 950, boiler: 1285 });
    expect(compareCosts(guideEnd('high')).yearly).toMatchObject({ heatPump: 1400, boiler: 1920 });
    expect(guideText('heatPumpInstall')).toBe('guide: £8,000 to £15,000');
  });

  it("starts from the top of the heat pump's price and the middle of every other range, boiler servicing rounded to the nearest £10", () => {
    expect(defaultCostInputs(GRANT)).toEqual({
      heatPump: { install: 15000, grantOn: true, running: 1000, servicing: 175 },
      boiler: { install: 3500, running: 1500, servicing: 100, replacementYear: 15, replacementCost: 4000 },
      grant: 7500,
      years: 20,
    });
  });
});

describe('compareCosts', () => {
  it("saves £335 a year at the low end of the guide prices and £520 at the high end (the spec's 335–520)", () => {
    expect(compareCosts(guideEnd('low')).yearly.difference).toBe(335);
    expect(compareCosts(guideEnd('high')).yearly.difference).toBe(520);
  });

  it('adds up year by year from the installation in year 0', () => {
    const { rows, heatPumpInstallNet, totals } = compareCosts(defaultCostInputs(GRANT));
    expect(heatPumpInstallNet).toBe(7500);
    expect(rows).toHaveLength(21);
    expect(rows.slice(0, 3)).toEqual([
      { year: 0, heatPump: 7500, boiler: 3500 },
      { year: 1, heatPump: 8675, boiler: 5100 },
      { year: 2, heatPump: 9850, boiler: 6700 },
    ]);
    expect(totals).toEqual({ heatPump: 31000, boiler: 39500, difference: 8500 });
  });

  it('replaces the boiler once, in its replacement year, when that is within the years compared', () => {
    const { rows } = compareCosts(defaultCostInputs(GRANT));
    expect(rows[15]!.boiler - rows[14]!.boiler).toBe(1600 + 4000);
    expect(rows[16]!.boiler - rows[15]!.boiler).toBe(1600);

    const lastYear = defaultCostInputs(GRANT);
    lastYear.boiler.replacementYear = 20;
    expect(compareCosts(lastYear).totals.boiler).toBe(39500);

    const later = defaultCostInputs(GRANT);
    later.boiler.replacementYear = 21;
    const result = compareCosts(later);
    expect(result.totals.boiler).toBe(3500 + 20 * 1600);
    expect(result.rows.every((row, year) => year === 0 || row.boiler - result.rows[year - 1]!.boiler === 1600)).toBe(
      true,
    );
  });

  it('finds the payback year', () => {
    // 4,000 apart at the start, closing by 425 a year: 18,075 v 17,900 in year 9, 19,250 v 19,500 in year 10.
    expect(compareCosts(defaultCostInputs(GRANT)).paybackYear).toBe(10);
    expect(compareCosts(middles()).paybackYear).toBe(2);
    // 7,500 (after the grant) against 4,500, closing by 520 a year: 14,500 v 14,100 in year 5, 15,900 v 16,020 in year 6.
    expect(compareCosts(guideEnd('high')).paybackYear).toBe(6);
  });

  it("gives a first answer inside the costs guide's own figures, with today's grant", () => {
    // The guide (content/articles/heat-pump-vs-boiler-costs.mdx, from the specification): £335–£520 a
    // year less to run, £6,700–£10,400 over 20 years, a typical payback of 7–12 years, 20-year totals of
    // £21,500–£38,500 for a heat pump and £34,200–£51,900 for a gas boiler.
    const within = (value: number, low: number, high: number) => value >= low && value <= high;
    const { yearly, paybackYear, totals } = compareCosts(defaultCostInputs(GRANT));
    expect(within(yearly.difference, 335, 520), `${yearly.difference} a year`).toBe(true);
    expect(within(yearly.difference * 20, 6700, 10400)).toBe(true);
    expect(within(paybackYear!, 7, 12), `payback in year ${paybackYear}`).toBe(true);
    expect(within(totals.heatPump, 21500, 38500)).toBe(true);
    expect(within(totals.boiler, 34200, 51900)).toBe(true);
  });

  it('gives payback in year 0 when the heat pump costs no more to install', () => {
    const low = compareCosts(guideEnd('low'));
    expect(low.heatPumpInstallNet).toBe(500);
    expect(low.paybackYear).toBe(0);
    expect(low.totals).toEqual({ heatPump: 19500, boiler: 31200, difference: 11700 });
  });

  it('gives no payback year when the heat pump has not caught up within the years compared', () => {
    const grantOff = middles();
    grantOff.heatPump.grantOn = false;
    const result = compareCosts(grantOff);
    expect(result.heatPumpInstallNet).toBe(11500);
    expect(result.rows[0]).toEqual({ year: 0, heatPump: 11500, boiler: 3500 });
    // Caught up only thanks to the boiler's replacement: 29,125 v 31,500 in year 15, 27,950 v 25,900 in year 14.
    expect(result.paybackYear).toBe(15);
    expect(compareCosts(withChanges(grantOff, { years: 10 })).paybackYear).toBeNull();

    const dearer = middles();
    dearer.heatPump.running = 2000;
    expect(compareCosts(dearer).yearly.difference).toBe(-575);
    expect(compareCosts(withChanges(dearer, { years: 14 })).paybackYear).toBeNull();
  });

  it('gives no payback year when the heat pump is cheaper only for a while, and says when the boiler becomes the cheaper', () => {
    // Cheaper at first with the grant, dearer to run: 500 v 3,500 at the start, 375 a year closer, the
    // boiler's replacement in year 15 putting the heat pump ahead again until year 18.
    const early = middles();
    early.heatPump.install = 8000;
    early.heatPump.running = 1800;
    const first = compareCosts(early);
    expect(first.totals.difference).toBe(-500);
    expect(first.rows[8]).toEqual({ year: 8, heatPump: 16300, boiler: 16300 });
    expect(first.rows[9]!.heatPump).toBeGreaterThan(first.rows[9]!.boiler);
    expect(first.rows[18]).toEqual({ year: 18, heatPump: 36050, boiler: 36300 });
    expect(first.rows[19]).toEqual({ year: 19, heatPump: 38025, boiler: 37900 });
    expect(first).toMatchObject({ paybackYear: null, boilerCheaperFrom: 19 });

    // Dearer at first, ahead only from the boiler's replacement (year 15) to year 17, dearer again by the end.
    const late = middles();
    late.heatPump.running = 1625;
    const second = compareCosts(late);
    expect(second.totals.difference).toBe(-500);
    expect(second.rows[14]!.heatPump).toBeGreaterThan(second.rows[14]!.boiler);
    expect(second.rows[17]!.heatPump).toBeLessThan(second.rows[17]!.boiler);
    expect(second).toMatchObject({ paybackYear: null, boilerCheaperFrom: 18 });
  });

  it('gives a payback year only from which the heat pump stays the cheaper to the last year', () => {
    // With the grant off: ahead in year 15 thanks to the boiler's replacement, and still ahead in year 20.
    const grantOff = middles();
    grantOff.heatPump.grantOn = false;
    expect(compareCosts(grantOff)).toMatchObject({ paybackYear: 15, boilerCheaperFrom: null });
  });

  it('gives neither year when the totals are the same every year', () => {
    const level = middles();
    level.heatPump.install = 11000;
    level.heatPump.running = 1425;
    level.boiler.replacementCost = 0;
    const result = compareCosts(level);
    expect(result.rows.every((row) => row.heatPump === row.boiler)).toBe(true);
    expect(result).toMatchObject({ paybackYear: null, boilerCheaperFrom: null });
  });

  it('never takes the heat pump below £0 when the grant is more than its price', () => {
    const cheap = middles();
    cheap.heatPump.install = 6000;
    const result = compareCosts(cheap);
    expect(result.heatPumpInstallNet).toBe(0);
    expect(result.rows[0]!.heatPump).toBe(0);
    expect(result.paybackYear).toBe(0);
  });

  it('keeps pence exact over the years', () => {
    const inputs = middles();
    inputs.boiler.servicing = 102.5;
    inputs.heatPump.running = 1000.1;
    const { totals, yearly } = compareCosts(inputs);
    expect(yearly).toEqual({ heatPump: 1175.1, boiler: 1602.5, difference: 427.4 });
    expect(totals.boiler).toBe(3500 + 20 * 1602.5 + 4000);
    expect(totals.heatPump).toBe(4000 + 20 * 1175.1);
  });

  it('compares a single year', () => {
    const { rows, totals } = compareCosts(withChanges(middles(), { years: 1 }));
    expect(rows.map((row) => row.year)).toEqual([0, 1]);
    expect(totals).toEqual({ heatPump: 5175, boiler: 5100, difference: -75 });
  });
});

describe('validateCostInputs', () => {
  const fields = costInputsToFields(defaultCostInputs(GRANT));

  it('reads the form back into the inputs it was filled from', () => {
    expect(fields).toMatchObject({ heatPumpInstall: '15,000', heatPumpGrantOn: 'on', years: '20' });
    expect(validateCostInputs(fields, GRANT)).toEqual({ ok: true, inputs: defaultCostInputs(GRANT) });
  });

  it('accepts pounds as visitors type them, and an unticked grant box', () => {
    const unticked = without(fields, 'heatPumpGrantOn');
    const result = validateCostInputs(
      { ...unticked, heatPumpInstall: ' £12,000.50 ', boilerServicing: '0', years: ' 25 ' },
      GRANT,
    );
    expect(result).toMatchObject({
      ok: true,
      inputs: { heatPump: { install: 12000.5, grantOn: false }, boiler: { servicing: 0 }, years: 25 },
    });
  });

  it('takes the grant from the caller, never from the form', () => {
    expect(validateCostInputs({ ...fields, grant: '99999' }, 6000)).toMatchObject({
      ok: true,
      inputs: { grant: 6000 },
    });
  });

  it('explains each problem in form order, in the words GOV.UK uses', () => {
    const result = validateCostInputs(
      {
        ...fields,
        heatPumpInstall: '',
        heatPumpRunning: 'a thousand',
        heatPumpServicing: '-5',
        boilerInstall: '1,000,001',
        boilerReplacementYear: '0',
        boilerReplacementCost: '',
        years: '2.5',
      },
      GRANT,
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        { field: 'heatPumpInstall', message: "Enter the heat pump's installation price in pounds, like 15,000" },
        { field: 'heatPumpRunning', message: 'Heat pump running cost a year must be an amount in pounds, like 1,000' },
        { field: 'heatPumpServicing', message: 'Heat pump servicing a year must be an amount in pounds, like 175' },
        { field: 'boilerInstall', message: 'Boiler installation price must be £1,000,000 or less' },
        { field: 'boilerReplacementYear', message: 'Year the boiler is replaced must be a whole number from 1 to 25' },
        { field: 'boilerReplacementCost', message: 'Enter the price of replacing the boiler in pounds, like 4,000' },
        { field: 'years', message: 'Years to compare must be a whole number from 1 to 25' },
      ],
    });
  });

  it('keeps both year fields from 1 to 25', () => {
    const errors = (changes: Record<string, string>) => {
      const result = validateCostInputs({ ...fields, ...changes }, GRANT);
      return result.ok ? [] : result.errors.map((error) => error.message);
    };
    expect(errors({ years: '26' })).toEqual(['Years to compare must be a whole number from 1 to 25']);
    expect(errors({ years: '0' })).toEqual(['Years to compare must be a whole number from 1 to 25']);
    expect(errors({ years: '' })).toEqual(['Enter how many years to compare, like 20']);
    expect(errors({ boilerReplacementYear: '' })).toEqual(['Enter the year the boiler is replaced, like 15']);
    expect(errors({ boilerReplacementYear: '26' })).toEqual([
      'Year the boiler is replaced must be a whole number from 1 to 25',
    ]);
    expect(errors({ years: '1', boilerReplacementYear: '25', heatPumpInstall: '1,000,000' })).toEqual([]);
  });

  it('treats a missing field as empty', () => {
    const rest = without(fields, 'boilerRunning');
    expect(validateCostInputs(rest, GRANT)).toEqual({
      ok: false,
      errors: [{ field: 'boilerRunning', message: "Enter the boiler's running cost a year in pounds, like 1,500" }],
    });
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
