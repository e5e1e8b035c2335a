import { getSiteRoute, getSiteRoutes } from '@/lib/site-routes';
import { OG_SIZE, ogImagePath, routeOfOgImage, shareCardTitle } from '@/lib/og';
import { drawPng } from '@/lib/og-render';
import { drawCard, shareCardOf } from '@/lib/share-card';
import { getSite } from '@/lib/site';

// Drawn once per page at build time, into the export; kept between builds (lib/og-render.ts).
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return getSiteRoutes().map((route) => ({
    path: ogImagePath(route.href)
      .replace(/^\/og\//, '')
      .split('/'),
  }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const site = getSite();
  const route = routeOfOgImage((await params).path);
  const page = getSiteRoute(route);
  if (!page) return new Response('Not found', { status: 404 });
  const title = shareCardTitle(site, route, page.title);
  const card = shareCardOf(site, page.group, title);
  const png = await drawPng({ draw: drawCard, data: card, ...OG_SIZE, title });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
