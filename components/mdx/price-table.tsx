import type { PriceTableProps } from '@/schemas/components';

const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 0 });

export function formatPriceRange(low: number, high?: number): string {
  return high === undefined ? `from ${pounds.format(low)}` : `${pounds.format(low)}–${pounds.format(high)}`;
}

/** Guide prices: each row an item with a £ range (or a "from" price) and an optional note. */
export function PriceTable({ caption, rows }: PriceTableProps) {
  const hasNotes = rows.some((row) => row.note);
  return (
    <div className="table-scroll my-8 rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-3 py-3 text-left font-semibold text-slate-900 sm:px-4">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 bg-white">
            <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
              Item
            </th>
            <th scope="col" className="px-3 py-2 font-semibold whitespace-nowrap sm:px-4">
              Guide price
            </th>
            {hasNotes && (
              <th scope="col" className="px-3 py-2 font-semibold sm:px-4">
                Notes
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.item} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-normal text-slate-800 sm:px-4">
                {row.item}
              </th>
              <td className="px-3 py-2 font-semibold whitespace-nowrap text-brand-800 sm:px-4">
                {formatPriceRange(row.low, row.high)}
              </td>
              {hasNotes && <td className="px-3 py-2 text-slate-600 sm:px-4">{row.note}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
