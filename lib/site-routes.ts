import { getArticles, getLegalPages, getServicePages } from '@/lib/content';
import { sitemapGroups, staticRoutes, type SiteRoute } from '@/lib/routes';

/** Every public page, in sitemap order: the one list behind sitemap.xml and the /sitemap page. */
export function getSiteRoutes(): SiteRoute[] {
  const fromEntries = [
    ...getServicePages().map((page) => ({ ...page, group: 'Services' as const })),
    ...getArticles().map((article) => ({ ...article, group: article.frontmatter.category })),
    ...getLegalPages().map((page) => ({ ...page, group: 'Legal' as const })),
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
