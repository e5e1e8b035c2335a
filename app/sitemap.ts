import type { MetadataRoute } from 'next';
import { getSiteRoutes } from '@/lib/site-routes';
import { absoluteUrl, getSite } from '@/lib/site';

export const dynamic = 'force-static';

export default function sitemap(): MetadataRoute.Sitemap {
  const site = getSite();
  return getSiteRoutes().map((route) => ({ url: absoluteUrl(site, route.href), lastModified: route.lastModified }));
}
