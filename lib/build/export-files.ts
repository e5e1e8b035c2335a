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

/**
 * Removes what the export writes for Next's client router, which no page of this site runs (each
 * page is plain HTML, its islands hydrated alone): every page's data (about.txt beside about.html,
 * index.txt, and the __next.*.txt files in the pages' folders), and the second copy of the not-found
 * page (_not-found.html), which would otherwise answer at /_not-found with status 200. Folders left
 * empty go too. Other files, robots.txt among them, stay. Returns the paths removed, relative to out.
 */
export function removeRouterData(out: string): string[] {
  const removed: string[] = [];
  const remove = (file: string) => {
    fs.rmSync(file);
    removed.push(path.relative(out, file).replace(/\\/g, '/'));
  };
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name === '_next') continue;
        visit(full);
        if (fs.readdirSync(full).length === 0) fs.rmdirSync(full);
      } else if (
        (entry.name.startsWith('__next.') && entry.name.endsWith('.txt')) ||
        (entry.name.endsWith('.txt') && fs.existsSync(full.replace(/\.txt$/, '.html')))
      ) {
        remove(full);
      }
    }
  };
  visit(out);
  const duplicate = path.join(out, `${DUPLICATE_NOT_FOUND_ROUTE.slice(1)}.html`);
  if (fs.existsSync(duplicate)) remove(duplicate);
  return removed.sort();
}
