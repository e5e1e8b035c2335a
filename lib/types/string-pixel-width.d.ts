// string-pixel-width ships without types: its one function, as lib/search-title.ts calls it.
declare module 'string-pixel-width' {
  export default function pixelWidth(
    text: string,
    settings?: { font?: string; size?: number; bold?: boolean; italic?: boolean },
  ): number;
}
