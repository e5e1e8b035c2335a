import { describe, expect, it } from 'vitest';
import { compareCosts } from './cost-compare';
import { defaultCostInputs, GUIDE_RANGES, guideText, type CostInputs } from './cost-inputs';
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
