import type { ComparisonTableProps } from '@/schemas/components';

/** Things compared side by side: one column each, one row per point of comparison. */
export function ComparisonTable({ caption, columns, rows }: ComparisonTableProps) {
  return (
    <div className="table-scroll my-8 rounded-lg border border-slate-200">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="bg-slate-50 px-3 py-3 text-left font-semibold text-slate-900 sm:px-4">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200">
            <td className="px-3 py-2 sm:px-4" />
            {columns.map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold text-brand-800 sm:px-4">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="px-3 py-2 font-medium text-slate-900 sm:px-4">
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={`${columns[index]}-${value}`} className="px-3 py-2 text-slate-700 sm:px-4">
                  {value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
