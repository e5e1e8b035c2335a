import type { ComponentType, ReactNode } from 'react';

/** A page section with a visible heading (h2) and optional lead text. */
export function Section({
  id,
  title,
  lead,
  children,
  tone = 'white',
}: {
  id: string;
  title: string;
  lead?: ReactNode;
  children: ReactNode;
  tone?: 'white' | 'tint';
}) {
  return (
    <section aria-labelledby={id} className={tone === 'tint' ? 'bg-slate-50' : 'bg-white'}>
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <h2 id={id} className="text-2xl font-bold text-balance text-slate-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <div className="mt-3 max-w-3xl text-lg text-slate-700">{lead}</div>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

/** A card with an icon, a heading (h3) and text. */
export function FeatureCard({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="h-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      {icon && (
        <div className="mb-4 inline-flex size-12 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          {icon}
        </div>
      )}
      <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
      <div className="mt-2 text-slate-700">{children}</div>
    </div>
  );
}

export interface Feature {
  title: string;
  text: string;
  Icon: ComponentType<{ className?: string }>;
}

/** Four reasons or benefits side by side: one column on phones, two on tablets, four on wide screens. */
export function FeatureGrid({ features }: { features: readonly Feature[] }) {
  return (
    <ul className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map(({ title, text, Icon }) => (
        <li key={title}>
          <FeatureCard icon={<Icon className="size-6" />} title={title}>
            <p>{text}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
