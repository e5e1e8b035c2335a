import { getArticles, getLegalPages, getServicePages } from '@/lib/content';
import { sitemapGroups, staticRoutes, type SiteRoute } from '@/lib/routes';

/** Every public page, in sitemap order: the one list behind sitemap.xml and the /sitemap page. */
export function getSiteRoutes(): SiteRoute[] {
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
