import { ContactButtons } from '@/components/contact-buttons';
import type { SiteConfig } from '@/schemas/site';
import { listOf } from '@/lib/lists';
import { QuoteChoices } from './quote-choices';

export function HomeHero({ site }: { site: SiteConfig }) {
  return (
    <section className="on-dark bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-8 sm:gap-8 sm:px-6 sm:py-24 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-12">
        <div>
          <p className="text-sm font-semibold text-orange-200 sm:text-base">
            Family-run in {site.address.town}, {site.address.county}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold text-balance sm:text-6xl">{site.tagline}</h1>
          <p className="mt-4 max-w-2xl text-brand-50 sm:mt-6 sm:text-xl">
            Boiler installation, servicing and repair, air source heat pumps and air conditioning for homes and
            businesses across {listOf(site.areas.primary)}. Free, no-obligation quotes.
          </p>
          <ContactButtons tone="dark" className="mt-6 sm:mt-8" />
        </div>
        <QuoteChoices site={site} />
      </div>
    </section>
  );
}
