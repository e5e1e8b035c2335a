import type { Crumb } from '@/lib/structured-data';

export type { Crumb };

/** Home / … / current page; the last crumb is the current page and not a link. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm text-slate-600 print:hidden" data-pagefind-ignore>
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={item.href} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-slate-800">
                  {item.name}
                </span>
              ) : (
                <>
                  <a href={item.href} className="text-brand-700 underline-offset-2 hover:underline">
                    {item.name}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
