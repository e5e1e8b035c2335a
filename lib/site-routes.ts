import { getArticles, getContent, getLegalPages, getServicePages } from '@/lib/content';
import { sitemapGroups, staticRoutes, type SiteRoute } from '@/lib/routes';

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
    // Only the settings: spreading a whole entry would also read (parse) its text.
    ...getServicePages().map(({ route, frontmatter }) => ({ route, frontmatter, group: 'Services' as const })),
    ...getArticles().map(({ route, frontmatter }) => ({ route, frontmatter, group: frontmatter.category })),
    ...getLegalPages().map(({ route, frontmatter }) => ({ route, frontmatter, group: 'Legal' as const })),
  ].map(({ route, frontmatter, group }): SiteRoute => ({
    href: route,
    title: frontmatter.title,
    description: frontmatter.description,
    group,
    lastModified: frontmatter.dateModified,
  }));
  const order = (route: SiteRoute) => sitemapGroups.indexOf(route.group);
  return [...staticRoutes, ...fromEntries].sort((a, b) => order(a) - order(b));
}
