import { ArrowRightIcon } from '@/components/icons';
import { quoteHref } from '@/lib/site';
import { SERVICES } from '@/schemas/services';
import type { SiteConfig } from '@/schemas/site';

/**
 * "What do you need?" in the home page's first screen: each service a large plain link that opens the
 * quote request with it chosen (/contact?service=…), so a quote starts in one tap. Beside the hero's
 * words on a wide screen, after its buttons on a phone.
 */
export function QuoteChoices({ site }: { site: SiteConfig }) {
  return (
    <nav
      aria-labelledby="quote-choices"
      className="rounded-2xl bg-white p-4 text-slate-900 shadow-xl [--focus-ring:var(--color-flame-600)] sm:p-6"
      data-pagefind-ignore
    >
      <h2 id="quote-choices" className="text-lg font-bold sm:text-2xl">
        What do you need?
      </h2>
      <p className="mt-1 text-sm text-slate-600 sm:text-base">Choose one to start your free quote.</p>
      <ul className="mt-3 grid grid-cols-[repeat(auto-fit,minmax(min(9rem,100%),1fr))] gap-2 sm:mt-4 sm:gap-3">
        {SERVICES.map(({ value, label }) => (
          <li key={value}>
            <a
              href={quoteHref(site, value)}
              className="flex min-h-12 items-center justify-between gap-2 rounded-lg border-2 border-slate-200 px-3 py-2 font-semibold text-brand-800 no-underline hover:border-brand-600 hover:bg-brand-50 focus-visible:border-brand-700 sm:min-h-14 sm:px-4 sm:text-lg"
            >
              {label}
              <ArrowRightIcon className="hidden size-5 shrink-0 sm:block" />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
