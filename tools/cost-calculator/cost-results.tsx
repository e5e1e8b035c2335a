import { memo } from 'react';
import { yearsText } from '@/lib/lists';
import { formatPounds } from '@/tools/shared/money';
import { CostChart } from './cost-chart';
import type { CostComparison } from './cost-compare';
import type { CostInputs } from './cost-inputs';
import { describeAssumptions, resultSentence } from './cost-words';

/**
 * The answer: in words, as totals, as a chart and a table, and what it assumes. Drawn again only
 * when the figures change, not at every render of the form beside it.
 */
export const Results = memo(function Results({
  id,
  inputs,
  result,
  hidden,
}: {
  id: string;
  inputs: CostInputs;
  result: CostComparison;
  hidden: boolean;
}) {
  const years = inputs.years;
  return (
    <section aria-labelledby={`${id}-results`} hidden={hidden} className="mt-10" data-testid="cost-results">
      <h3 id={`${id}-results`} className="text-xl font-bold text-slate-900">
        Your figures over {yearsText(years)}
      </h3>
      <p className="mt-2 text-lg text-slate-900" data-testid="cost-sentence">
        {resultSentence(years, result)}
      </p>
      <dl className="mt-5 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Total label="Heat pump in total" value={formatPounds(result.totals.heatPump)} />
        <Total label="Gas boiler in total" value={formatPounds(result.totals.boiler)} />
        <Total
          label="Each year"
          value={
            result.yearly.difference === 0
              ? 'The same either way'
              : `${formatPounds(Math.abs(result.yearly.difference))} ${result.yearly.difference > 0 ? 'less' : 'more'} with the heat pump`
          }
        />
      </dl>
      <CostChart result={result} years={years} />
      <details className="mt-4">
        <summary className="cursor-pointer font-semibold text-brand-700">The figures as a table</summary>
        <div className="table-scroll mt-3">
          <table data-testid="cost-table">
            <caption className="sr-only">Total cost by the end of each year</caption>
            <thead>
              <tr>
                <th scope="col">Year</th>
                <th scope="col">Heat pump</th>
                <th scope="col">Gas boiler</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map((row) => (
                <tr key={row.year}>
                  <th scope="row">{row.year === 0 ? '0 (installation)' : row.year}</th>
                  <td>{formatPounds(row.heatPump)}</td>
                  <td>{formatPounds(row.boiler)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <h4 className="mt-6 font-semibold text-slate-900">What this assumes</h4>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
        {describeAssumptions(inputs).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
});

function Total({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-lg font-bold text-slate-900">{value}</dd>
    </div>
  );
}
