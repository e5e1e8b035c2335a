import { getSite, telHref } from '@/lib/site';

/**
 * The site search: a form that submits to /search (which, without JavaScript, lists every page by
 * section), enhanced by the site script (browser/search.ts) to search as the visitor types. The
 * index (out/pagefind/, written by the build) is only loaded once the visitor starts a search.
 */
export function SearchBox({
  id = 'site-search',
  label = 'Search our guides and pages',
}: {
  id?: string;
  label?: string;
}) {
  const site = getSite();
  return (
    <div data-search data-phone={site.phone.display} data-phone-href={telHref(site)} className="max-w-2xl">
      <form action="/search" method="get" role="search" aria-labelledby={`${id}-label`}>
        <label id={`${id}-label`} htmlFor={id} className="block font-semibold text-slate-900">
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          For example: pressure, grant, servicing
        </p>
        <div className="mt-2 flex gap-2">
          <input
            id={id}
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            aria-describedby={`${id}-hint`}
            className="w-full min-w-0 rounded-md border-2 border-slate-600 bg-white px-3 py-2 text-base text-slate-900"
          />
          <button type="submit" className="tool-button shrink-0">
            Search
          </button>
        </div>
      </form>
      {/* Filled by the site script: the number of results (announced), then the results. */}
      <p id={`${id}-status`} data-search-status role="status" className="mt-4 text-slate-700" />
      <ol data-search-results className="mt-4 space-y-4 empty:hidden" />
      {/* Shown by the site script while more pages match than are listed. */}
      <button type="button" data-search-more hidden className="tool-button-secondary mt-4">
        Show more results
      </button>
    </div>
  );
}
