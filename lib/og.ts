import type { SiteConfig } from '@/schemas/site';

/**
 * Share images (Open Graph and Twitter cards): one PNG per page, 1200 × 630, drawn at build time from
 * the page's title and section by app/og/[...path]/route.tsx.
 */
export const OG_SIZE = { width: 1200, height: 630 } as const;

/** The company's mark as a square PNG (app/logo.png/route.tsx): 512 px, as search engines and phones ask for. */
export const LOGO = { path: '/logo.png', size: 512 } as const;

/** The title drawn on a page's share card: its own, or on the home page's, the company's name and tagline. */
export const shareCardTitle = (site: SiteConfig, route: string, pageTitle: string) =>
  route === '/' ? `${site.name}: ${site.tagline}` : pageTitle;

/** A share card's alt text: the words drawn on it (its title, the company's name and town). */
export function shareCardAlt(site: SiteConfig, route: string, pageTitle: string): string {
  const title = shareCardTitle(site, route, pageTitle);
  return route === '/' ? `${title}, ${site.address.town}` : `${title}: ${site.name}, ${site.address.town}`;
}

/** The share image of a page: /og/home.png for /, /og/knowledge-centre/x.png for /knowledge-centre/x. */
export const ogImagePath = (route: string) => `/og/${route === '/' ? 'home' : route.replace(/^\//, '')}.png`;

/** The page a share image is for: the inverse of ogImagePath. */
export function routeOfOgImage(segments: readonly string[]): string {
  const joined = segments.join('/').replace(/\.png$/, '');
  return joined === 'home' ? '/' : `/${joined}`;
}
