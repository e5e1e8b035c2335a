import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';

/** The band at the top of a page: breadcrumb, title, introduction and any buttons. */
export function PageHero({
  title,
  intro,
  crumbs,
  children,
}: {
  title: string;
  intro?: ReactNode;
  crumbs?: readonly Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14">
        {crumbs && <Breadcrumbs items={crumbs} />}
        <h1 className="mt-4 max-w-3xl text-3xl font-bold text-balance text-slate-900 sm:text-5xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-lg text-slate-700">{intro}</div>}
        {children && <div className="mt-8">{children}</div>}
      </div>
    </section>
  );
}
