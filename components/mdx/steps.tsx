import type { ReactNode } from 'react';
import type { StepProps } from '@/schemas/components';

/** A numbered list of <Step>s; the numbers come from the list, so steps can be reordered freely. */
export function Steps({ children }: { children?: ReactNode }) {
  return <ol className="my-8 list-none space-y-6 p-0 [counter-reset:step]">{children}</ol>;
}

export function Step({ title, children }: StepProps & { children?: ReactNode }) {
  return (
    <li className="relative pl-14 [counter-increment:step] before:absolute before:top-0 before:left-0 before:flex before:size-10 before:items-center before:justify-center before:rounded-full before:bg-brand-700 before:font-bold before:text-white before:content-[counter(step)]">
      <p className="pt-1.5 font-semibold text-slate-900">{title}</p>
      <div className="mt-1 text-slate-700 [&>p]:m-0">{children}</div>
    </li>
  );
}
