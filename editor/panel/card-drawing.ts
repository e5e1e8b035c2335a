import { EDITOR_ASSETS } from '@/lib/editor-assets';
import { OG_SIZE } from '@/lib/og';
import { drawCard, type ShareCard } from '@/lib/share-card';

/**
 * The share card drawn in the browser by the build's own drawing (lib/share-card.tsx) and library
 * (satori, to SVG), in the build's font and mark: what the build's PNG will show, short of sharp's
 * rasterising. satori, its layout engine and the font are fetched on the first card drawn.
 */
interface Kit {
  satori: typeof import('satori/standalone').default;
  font: ArrayBuffer;
  mark: string;
}

let kit: Promise<Kit> | undefined;

async function fetched(address: URL | string): Promise<Response> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${String(address)} answered ${response.status}`);
  return response;
}

async function loadKit(): Promise<Kit> {
  // Beside this script, copied there by build/editor/bundle.ts.
  const [{ default: satori, init }, font, mark] = await Promise.all([
    import('satori/standalone'),
    fetched(new URL(EDITOR_ASSETS.font, import.meta.url)).then((response) => response.arrayBuffer()),
    // The site's own copy of app/icon.svg, as a data address as lib/og-render.ts makes it.
    fetched('/icon.svg').then((response) => response.text()),
  ]);
  await init(fetched(new URL(EDITOR_ASSETS.layout, import.meta.url)));
  return { satori, font, mark: `data:image/svg+xml;base64,${btoa(mark)}` };
}

/** The card as an SVG document. */
export async function cardSvg(card: ShareCard): Promise<string> {
  kit ??= loadKit().catch((error: unknown) => {
    // Tried again at the next card: a dropped connection should not leave the panel without one.
    kit = undefined;
    throw error;
  });
  const { satori, font, mark } = await kit;
  return satori(drawCard(card, mark), {
    ...OG_SIZE,
    fonts: [{ name: 'Geist', data: font, weight: 400, style: 'normal' }],
  });
}
