import { sitemapGroups } from '@/lib/routes';
import { getSiteRoutes } from '@/lib/site-routes';

/** Every public page, grouped by section, each with its description: the /sitemap and /search pages. */
export function SiteIndex({ headingLevel = 'h2' }: { headingLevel?: 'h2' | 'h3' }) {
  const routes = getSiteRoutes();
  const Heading = headingLevel;
  return (
    <div className="space-y-12">
      {sitemapGroups.map((group) => {
        const inGroup = routes.filter((route) => route.group === group);
        if (inGroup.length === 0) return null;
        const id = `group-${group.toLowerCase().replace(/\s+/g, '-')}`;
        return (
          <section key={group} aria-labelledby={id}>
            <Heading id={id} className="text-2xl font-bold text-slate-900">
              {group}
            </Heading>
            <ul className="mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {inGroup.map((route) => (
                <li key={route.href} className="relative rounded-xl border border-slate-200 p-5 hover:border-brand-600">
                  <a
                    href={route.href}
                    className="font-semibold text-brand-800 after:absolute after:inset-0 hover:underline"
                  >
                    {route.title}
                  </a>
                  <p className="mt-1 text-sm text-slate-600">{route.description}</p>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
