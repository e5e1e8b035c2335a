import pixelWidth from 'string-pixel-width';

/** The width a search engine gives a result's title on a computer (Yoast's preview, STACK.md). */
export const SEARCH_TITLE_WIDTH = 600;

/**
 * The width of a text in pixels as a search result draws a title: Arial at 20 px. string-pixel-width
 * holds Arial's own widths, so the site's build, the content check and the editor's worker agree
 * without a browser's canvas.
 */
export const titleWidth = (text: string): number => Math.round(pixelWidth(text, { font: 'arial', size: 20 }));

/**
 * A page's <title> (DECISIONS.md): the home page keeps the specification's "site | title"; any other
 * page is "title | site" while that fits in a search result, otherwise the title alone, since a
 * search engine cuts a wider one and shows the site's name on its own anyway.
 */
export function searchTitle(site: { name: string }, route: string, title: string): string {
  if (route === '/') return `${site.name} | ${title}`;
  const whole = `${title} | ${site.name}`;
  return titleWidth(whole) <= SEARCH_TITLE_WIDTH ? whole : title;
}
