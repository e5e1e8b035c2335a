import { axisPounds, chartGeometry, type ChartBox } from './chart';
import { yearsText } from '@/lib/lists';
import type { CostComparison } from './cost-compare';
import { formatPounds } from '@/tools/shared/money';

/** Narrow, so that its labels stay readable when a phone scales it to its width. */
const box: ChartBox = { width: 360, height: 250, left: 52, right: 12, top: 12, bottom: 38 };

const series = {
  heatPump: { label: 'Heat pump', className: 'stroke-brand-700', dash: undefined },
  boiler: { label: 'Gas boiler', className: 'stroke-flame-600', dash: '6 4' },
} as const;

/**
 * The cumulative costs as a line chart: an SVG image with a title and a description saying what it
 * shows in words; the table beside it gives every figure.
 */
export function CostChart({ result, years }: { result: CostComparison; years: number }) {
  const chart = chartGeometry(
    [
      { key: 'heatPump', values: result.rows.map((row) => row.heatPump) },
      { key: 'boiler', values: result.rows.map((row) => row.boiler) },
    ],
    { markerYear: result.paybackYear && result.paybackYear > 0 ? result.paybackYear : null, box },
  );
  const plotBottom = box.height - box.bottom;
  const description =
    `Total cost by year, from installation to year ${years}: the heat pump rises from ` +
    `${formatPounds(result.rows[0]?.heatPump ?? 0)} to ${formatPounds(result.totals.heatPump)}, the gas boiler from ` +
    `${formatPounds(result.rows[0]?.boiler ?? 0)} to ${formatPounds(result.totals.boiler)}.` +
    (chart.marker ? ` The lines cross in year ${chart.marker.year}, when the heat pump pays back.` : '');
  return (
    <figure className="mt-6 max-w-xl" data-testid="cost-chart">
      <svg
        viewBox={`0 0 ${box.width} ${box.height}`}
        role="img"
        aria-labelledby="cost-chart-title cost-chart-desc"
        className="h-auto w-full overflow-visible text-[13px]"
      >
        <title id="cost-chart-title">{`Heat pump and gas boiler: total cost over ${yearsText(years)}`}</title>
        <desc id="cost-chart-desc">{description}</desc>
        {chart.yTicks.map((tick) => (
          <g key={tick.value}>
            <line x1={box.left} x2={box.width - box.right} y1={tick.y} y2={tick.y} className="stroke-slate-200" />
            <text x={box.left - 6} y={tick.y} dy="0.35em" textAnchor="end" className="fill-slate-700">
              {axisPounds(tick.value)}
            </text>
          </g>
        ))}
        {chart.xTicks.map((tick) => (
          <text key={tick.year} x={tick.x} y={plotBottom + 18} textAnchor="middle" className="fill-slate-700">
            {tick.year}
          </text>
        ))}
        <text
          x={box.left + (box.width - box.left - box.right) / 2}
          y={box.height - 2}
          textAnchor="middle"
          className="fill-slate-700"
        >
          Years
        </text>
        {chart.marker ? (
          <line
            x1={chart.marker.x}
            x2={chart.marker.x}
            y1={box.top}
            y2={plotBottom}
            strokeDasharray="2 3"
            className="stroke-slate-500"
          />
        ) : null}
        {chart.lines.map((line) => {
          const style = series[line.key as keyof typeof series];
          return (
            <polyline
              key={line.key}
              points={line.points}
              fill="none"
              strokeWidth={2.5}
              strokeDasharray={style.dash}
              strokeLinejoin="round"
              className={style.className}
            />
          );
        })}
      </svg>
      <figcaption className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm text-slate-700">
        {Object.entries(series).map(([key, style]) => (
          <span key={key} className="inline-flex items-center gap-2">
            <svg width="28" height="8" aria-hidden="true">
              <line
                x1="0"
                x2="28"
                y1="4"
                y2="4"
                strokeWidth={2.5}
                strokeDasharray={style.dash}
                className={style.className}
              />
            </svg>
            {style.label}
          </span>
        ))}
        {chart.marker ? <span>Dotted line: the heat pump pays back (year {chart.marker.year})</span> : null}
      </figcaption>
    </figure>
  );
}
