import type { KeyFiguresProps } from '@/schemas/components';

/**
 * Headline figures: a large value with a short label under each (the label comes first in the
 * markup, as a description list needs; the card shows it under the value, both from the top). In
 * three columns the values are a size smaller, so a range such as £12,700–£13,400 stays on one line.
 */
export function KeyFigures({ figures }: KeyFiguresProps) {
  return (
    <dl className="my-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div
          key={figure.label}
          className="flex flex-col-reverse justify-end rounded-lg border border-brand-100 bg-brand-50 p-5"
        >
          <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
          <dd className="text-2xl font-bold text-brand-800 lg:text-xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
