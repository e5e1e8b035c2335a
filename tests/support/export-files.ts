import path from 'node:path';
import { htmlFiles as exportedPages } from '@/build/export-files';

/** The static export the tests read. */
export const out = path.resolve('out');

/** Every HTML page of an export folder (the framework's own `_next` assets and the web editor left out). */
export function htmlFiles(dir = out): string[] {
  return exportedPages(dir);
}

/** The JSON-LD blocks of a page's HTML, as written (unparsed). */
export function jsonLdSources(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}
