/**
 * Geometry of a line chart of cumulative costs: scales, ticks and the points of each line, in the
 * coordinates of an SVG viewBox. Plain arithmetic, so the island only draws what this returns.
 */

export interface ChartBox {
  width: number;
  height: number;
  /** Room for the axis labels: left for the pounds, bottom for the years. */
  left: number;
  right: number;
  top: number;
  bottom: number;
}

export const defaultChartBox: ChartBox = { width: 640, height: 360, left: 72, right: 16, top: 16, bottom: 44 };

export interface ChartSeries {
  key: string;
  values: readonly number[];
}

export interface ChartGeometry {
  box: ChartBox;
  /** The y axis: each tick's value and its y coordinate, from 0 up. */
  yTicks: { value: number; y: number }[];
  /** The x axis: the years labelled, and their x coordinates. */
  xTicks: { year: number; x: number }[];
  /** Each series as SVG polyline points ("x,y x,y …"). */
  lines: { key: string; points: string }[];
  /** A vertical marker, such as the payback year, if any. */
  marker: { year: number; x: number } | null;
}

/** A "nice" step (1, 2 or 5 × a power of ten) that splits `max` into at most `count` intervals. */
export function niceStep(max: number, count = 5): number {
  if (!(max > 0)) return 1;
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= rough);
  return step ?? 10 * power;
}

/** Which years to label: every year up to 10 years, then every 5th; always the last. */
export function yearTicks(years: number): number[] {
  const every = years <= 10 ? 1 : 5;
  const ticks: number[] = [];
  for (let year = 0; year <= years; year += every) ticks.push(year);
  if (ticks.at(-1) !== years) ticks.push(years);
  return ticks;
}

const round = (value: number) => Math.round(value * 10) / 10;

/**
 * Lays out series of yearly values (index 0 = year 0) in the box. The y axis starts at £0 and ends
 * at the first nice tick at or above the largest value.
 */
export function chartGeometry(
  series: readonly ChartSeries[],
  options: { markerYear?: number | null; box?: ChartBox } = {},
): ChartGeometry {
  const box = options.box ?? defaultChartBox;
  const years = Math.max(1, ...series.map(({ values }) => values.length - 1));
  const largest = Math.max(0, ...series.flatMap(({ values }) => values));
  const step = niceStep(largest);
  const top = Math.max(step, Math.ceil(largest / step) * step);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const x = (year: number) => round(box.left + (year / years) * plotWidth);
  const y = (value: number) => round(box.top + plotHeight - (value / top) * plotHeight);

  const yTicks: ChartGeometry['yTicks'] = [];
  for (let value = 0; value <= top + step / 2; value += step) yTicks.push({ value, y: y(value) });

  const markerYear = options.markerYear;
  return {
    box,
    yTicks,
    xTicks: yearTicks(years).map((year) => ({ year, x: x(year) })),
    lines: series.map(({ key, values }) => ({
      key,
      points: values.map((value, year) => `${x(year)},${y(value)}`).join(' '),
    })),
    marker:
      markerYear != null && markerYear >= 0 && markerYear <= years ? { year: markerYear, x: x(markerYear) } : null,
  };
}

/** A short pounds label for an axis: £0, £500, £5k, £12.5k, £1m, £2.5m. */
export function axisPounds(value: number): string {
  if (value >= 1_000_000) return `£${Number((value / 1_000_000).toFixed(1))}m`;
  if (value >= 1000) return `£${Number((value / 1000).toFixed(1))}k`;
  return `£${value}`;
}
