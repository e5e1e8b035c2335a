import fs from 'node:fs';
import path from 'node:path';

/** Every HTML page of a static export (the framework's own files under _next/ aside). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** about.html → /about, index.html → /, 404.html → /404 */
export function routeOf(out: string, file: string): string {
  const relative = path.relative(out, file).replace(/\\/g, '/');
  return `/${relative.replace(/(^|\/)?index\.html$/, '').replace(/\.html$/, '')}`;
}

/** The not-found page hosts serve at unknown addresses. Next writes it twice; 404.html is that one. */
export const NOT_FOUND_ROUTE = '/404';
export const DUPLICATE_NOT_FOUND_ROUTE = '/_not-found';
