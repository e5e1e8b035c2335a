import type { SiteConfig } from '@/schemas/site';
import { isActive } from './is-active';

type NavItem = SiteConfig['navigation']['main'][number];

/** The bar's links: the first five from medium screens, all six on wide ones. */
export function NavLinks({ items, current }: { items: readonly NavItem[]; current: string | null }) {
  return (
    <ul className="hidden items-center md:flex lg:gap-1">
      {items.map((item, index) => {
        const active = isActive(item.href, current);
        return (
          <li key={item.href} className={index >= 5 ? 'hidden xl:block' : undefined}>
            <a
              href={item.href}
              aria-current={active ? 'page' : undefined}
              className={`rounded-md px-2 py-2 text-sm font-medium whitespace-nowrap transition-colors lg:px-3 lg:text-base ${
                active
                  ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-8'
                  : 'text-slate-700 hover:bg-slate-100 hover:text-brand-800'
              }`}
            >
              {item.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
