import { LOGO } from '@/lib/og';
import { drawPng } from '@/lib/og-render';

// Drawn once at build time, into the export; kept between builds (lib/og-render.ts).
export const dynamic = 'force-static';

/** The mark on white, inset by 14% of the side. */
const drawLogo = ({ size }: { size: number }, mark: string) => (
  <div
    style={{
      width: '100%',
      height: '100%',
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      background: '#ffffff',
    }}
  >
    {/* A background, not an <img>, as on the share cards (app/og/[...path]/route.tsx). */}
    <div
      style={{
        width: size - 2 * Math.round(size * 0.14),
        height: size - 2 * Math.round(size * 0.14),
        backgroundImage: `url(${mark})`,
        backgroundSize: '100% 100%',
      }}
    />
  </div>
);

/**
 * The company's mark as a square PNG on white: the logo search engines show beside the business and
 * its articles (lib/structured-data.ts), and the icon a phone keeps when the site is added to its home
 * screen. app/icon.svg is the one drawing of it.
 */
export async function GET(): Promise<Response> {
  const png = await drawPng({ draw: drawLogo, data: { size: LOGO.size }, width: LOGO.size, height: LOGO.size });
  return new Response(new Uint8Array(png), { headers: { 'Content-Type': 'image/png' } });
}
