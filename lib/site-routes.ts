import { getArticles, getContent, getJobs, getLegalPages, getServicePages } from '@/lib/content';
import { groupOfPage } from '@/lib/content/collections';
import { OUR_WORK, ourWorkPage, sitemapGroups, staticRoutes, type SiteRoute } from '@/lib/routes';
import { months } from '@/schemas/testimonials';

/** Made once per load of the content: each share card asks for its page's (a list per card was quadratic). */
const made = new WeakMap<object, { routes: SiteRoute[]; byHref: Map<string, SiteRoute> }>();

function siteRoutes() {
  const content = getContent();
  let routes = made.get(content);
  if (!routes) {
    const list = listRoutes();
    routes = { routes: list, byHref: new Map(list.map((route) => [route.href, route])) };
    made.set(content, routes);
  }
  return routes;
}

/** Every public page, in sitemap order: the one list behind sitemap.xml and the /sitemap page. Shared: copy it before changing it. */
export const getSiteRoutes = (): readonly SiteRoute[] => siteRoutes().routes;

/** The public page at an address, if there is one. */
export const getSiteRoute = (href: string): SiteRoute | undefined => siteRoutes().byHref.get(href);

function listRoutes(): SiteRoute[] {
  const fromEntries = [
    // Only these of each entry: reading its text would parse it.
    ...getServicePages(),
    ...getArticles(),
    ...getLegalPages(),
  ].map(({ collection, route, frontmatter }): SiteRoute => ({
    href: route,
    title: frontmatter.title,
    description: frontmatter.description,
    group: groupOfPage(collection, 'category' in frontmatter ? frontmatter.category : undefined)!,
    lastModified: frontmatter.dateModified,
  }));
  const order = (route: SiteRoute) => sitemapGroups.indexOf(route.group);
  return [...staticRoutes, ...fromEntries, ...ourWork()].sort((a, b) => order(a) - order(b));
}

/** Our work's list and its jobs, the latest first; none while no job is published. */
function ourWork(): SiteRoute[] {
  // A job gives the month it was done: its first day stands for the date.
  const jobs = getJobs().map(({ collection, route, frontmatter }): SiteRoute => ({
    href: route,
    title: frontmatter.title,
    description: frontmatter.description,
    group: groupOfPage(collection, undefined)!,
    lastModified: `${frontmatter.year}-${String(months.indexOf(frontmatter.month) + 1).padStart(2, '0')}-01`,
  }));
  if (jobs.length === 0) return [];
  return [{ href: OUR_WORK, ...ourWorkPage, group: 'Our Work', lastModified: jobs[0]!.lastModified }, ...jobs];
}
