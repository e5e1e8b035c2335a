import type { SiteConfig } from '@/schemas/site';

/**
 * A page's share card (Open Graph and Twitter image), drawn from its data alone: the build draws it to
 * PNG (app/og/[...path]/route.tsx, lib/og-render.ts) and the web editor's panel draws the same card in
 * the browser as the title is typed (editor/panel/card-drawing.ts). Nothing here may need Node.
 */
export interface ShareCard {
  name: string;
  section: string;
  title: string;
  town: string;
  county: string;
}

/** The groups of pages whose card names the company's town in place of a section (lib/routes.ts). */
const TOWN_GROUPS = ['Main Pages', 'Hub'];

/** The card of a page: its section from the group the sitemap puts it in, its title as drawn. */
export const shareCardOf = (site: SiteConfig, group: string, title: string): ShareCard => ({
  name: site.name,
  section: TOWN_GROUPS.includes(group) ? site.address.town : group,
  title,
  town: site.address.town,
  county: site.address.county,
});

/** A page's share card: the company's logo and name, the page's section and its title. */
export const drawCard = (card: ShareCard, mark: string) => (
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
