import type { KeyFiguresProps } from '@/schemas/components';

/** Headline figures: a large value with a short label under each. */
export function KeyFigures({ figures }: KeyFiguresProps) {
  return (
    <dl className="my-8 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse rounded-lg border border-brand-100 bg-brand-50 p-5">
          <dt className="mt-1 text-sm text-slate-700">{figure.label}</dt>
          <dd className="text-2xl font-bold text-brand-800">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
