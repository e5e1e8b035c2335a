import { getSiteRoute, getSiteRoutes } from '@/lib/site-routes';
import { OG_SIZE, ogImagePath, routeOfOgImage, shareCardTitle } from '@/lib/og';
import { drawPng } from '@/lib/og-render';
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

interface ShareCard {
  name: string;
  section: string;
  title: string;
  town: string;
  county: string;
}

/** A page's share card: the company's logo and name, the page's section and its title. */
const drawCard = (card: ShareCard, mark: string) => (
  <div
    style={{
      // The padding and border inside the 1200 × 630, as next/og's older satori drew them.
      boxSizing: 'border-box',
      width: '100%',
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      background: '#ffffff',
      borderTop: '24px solid #0b4d70',
      color: '#0f172a',
    }}
  >
    <div style={{ display: 'flex', alignItems: 'center', gap: 24 }}>
      {/* A background, not an <img>: satori masks an image, and the mask costs librsvg about 30 ms a card. */}
      <div style={{ width: 88, height: 88, backgroundImage: `url(${mark})`, backgroundSize: '100% 100%' }} />
      <div style={{ fontSize: 44, color: '#0b4d70' }}>{card.name}</div>
    </div>
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <div style={{ fontSize: 30, color: '#c2410c', textTransform: 'uppercase', letterSpacing: 2 }}>{card.section}</div>
      <div style={{ fontSize: card.title.length > 60 ? 56 : 68, lineHeight: 1.15 }}>{card.title}</div>
    </div>
    <div style={{ display: 'flex', fontSize: 28, color: '#475569' }}>
      Boilers · Heat pumps · Air conditioning · {card.town}, {card.county}
    </div>
  </div>
);

export async function GET(_request: Request, { params }: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const site = getSite();
  const route = routeOfOgImage((await params).path);
  const page = getSiteRoute(route);
  if (!page) return new Response('Not found', { status: 404 });
  const title = shareCardTitle(site, route, page.title);
  const card: ShareCard = {
    name: site.name,
    section: page.group === 'Main Pages' || page.group === 'Hub' ? site.address.town : page.group,
    title,
    town: site.address.town,
    county: site.address.county,
  };
  const png = await drawPng({ draw: drawCard, data: card, ...OG_SIZE, title });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
