import { ImageResponse } from 'next/og';
import { LOGO, markDataUrl } from '@/lib/og';

// Drawn once at build time, into the export.
export const dynamic = 'force-static';

const mark = markDataUrl();

/**
 * The company's mark as a square PNG on white: the logo search engines show beside the business and
 * its articles (lib/structured-data.ts), and the icon a phone keeps when the site is added to its home
 * screen. app/icon.svg is the one drawing of it.
 */
export function GET(): Response {
  const inset = Math.round(LOGO.size * 0.14);
  return new ImageResponse(
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
      {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- drawn into a PNG, not a page */}
      <img src={mark} width={LOGO.size - 2 * inset} height={LOGO.size - 2 * inset} />
    </div>,
    { width: LOGO.size, height: LOGO.size },
  );
}
