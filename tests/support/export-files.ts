import fs from 'node:fs';
import path from 'node:path';

/** The static export the tests read. */
export const out = path.resolve('out');

/** Every HTML page of an export folder (the framework's own `_next` assets left out). */
export function htmlFiles(dir = out): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** The JSON-LD blocks of a page's HTML, as written (unparsed). */
export function jsonLdSources(html: string): string[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
}
