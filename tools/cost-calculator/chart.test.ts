import { describe, expect, it } from 'vitest';
import { axisPounds, chartGeometry, defaultChartBox, niceStep, yearTicks } from './chart';

describe('niceStep', () => {
  it('splits a range into at most five intervals of 1, 2 or 5 times a power of ten', () => {
    expect(niceStep(38_500)).toBe(10_000);
    expect(niceStep(51_900)).toBe(20_000);
    expect(niceStep(4_000)).toBe(1_000);
    expect(niceStep(900)).toBe(200);
    expect(niceStep(0)).toBe(1);
  });
});

describe('yearTicks', () => {
  it('labels every year up to ten, then every fifth, and always the last', () => {
    expect(yearTicks(3)).toEqual([0, 1, 2, 3]);
    expect(yearTicks(20)).toEqual([0, 5, 10, 15, 20]);
    expect(yearTicks(12)).toEqual([0, 5, 10, 12]);
    expect(yearTicks(25)).toEqual([0, 5, 10, 15, 20, 25]);
  });
});

describe('chartGeometry', () => {
  const box = defaultChartBox;
  const bottom = box.height - box.bottom;

  it('starts the y axis at £0 at the bottom and ends it at a nice tick above the largest value', () => {
    const chart = chartGeometry([
      { key: 'a', values: [0, 5_000, 10_000] },
      { key: 'b', values: [3_000, 6_000, 12_500] },
    ]);
    expect(chart.yTicks[0]).toEqual({ value: 0, y: bottom });
    expect(chart.yTicks.at(-1)).toEqual({ value: 15_000, y: box.top });
    expect(chart.xTicks.map(({ year }) => year)).toEqual([0, 1, 2]);
    expect(chart.xTicks[0]?.x).toBe(box.left);
    expect(chart.xTicks.at(-1)?.x).toBe(box.width - box.right);
  });

  it('puts each value where the scales say', () => {
    const chart = chartGeometry([{ key: 'a', values: [0, 10, 20] }]);
    const [first, , last] = chart.lines[0]!.points.split(' ');
    expect(first).toBe(`${box.left},${bottom}`);
    expect(last).toBe(`${box.width - box.right},${box.top}`);
  });

  it('marks a year within the chart and ignores one outside it', () => {
    const values = [0, 1, 2, 3, 4];
    expect(chartGeometry([{ key: 'a', values }], { markerYear: 2 }).marker?.year).toBe(2);
    expect(chartGeometry([{ key: 'a', values }], { markerYear: 9 }).marker).toBeNull();
    expect(chartGeometry([{ key: 'a', values }], { markerYear: null }).marker).toBeNull();
  });
});

describe('axisPounds', () => {
  it('shortens thousands', () => {
    expect(axisPounds(0)).toBe('£0');
    expect(axisPounds(500)).toBe('£500');
    expect(axisPounds(5_000)).toBe('£5k');
    expect(axisPounds(12_500)).toBe('£12.5k');
    // Yearly costs up to £1,000,000 over 25 years reach millions: "£10000k" before.
    expect(axisPounds(10_000_000)).toBe('£10m');
    expect(axisPounds(2_500_000)).toBe('£2.5m');
  });
});
