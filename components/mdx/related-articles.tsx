import { ArrowRightIcon } from '@/components/icons';
import { findEntry } from '@/lib/content';

/** Cards for the related pages named in a page's frontmatter. */
export function RelatedArticles({
  routes,
  heading = 'Related articles',
}: {
  routes: readonly string[];
  heading?: string;
}) {
  const entries = routes.flatMap((route) => {
    const entry = findEntry(route);
    return entry ? [entry] : [];
  });
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="related-heading" className="my-12 print:hidden" data-pagefind-ignore>
      <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
        {heading}
      </h2>
      <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {entries.map((entry) => (
          <li key={entry.route}>
            <a
              href={entry.route}
              className="group flex h-full flex-col rounded-lg border border-slate-200 p-5 transition-colors hover:border-brand-600 hover:bg-brand-50"
            >
              <span className="font-semibold text-brand-800 group-hover:underline">{entry.frontmatter.title}</span>
              <span className="mt-2 text-sm text-slate-600">{entry.frontmatter.description}</span>
              <span className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                Read more <ArrowRightIcon className="size-4" />
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
