import fs from 'node:fs';
import path from 'node:path';
import { NO_JOBS } from '@/lib/content/collections';
import { OUR_WORK } from '@/lib/routes';
import { EDITOR_FOLDER } from './editor/paths';
import { DUPLICATE_NOT_FOUND_ROUTE, duplicateNotFoundPage, provenRouterData } from './next';

/** Every HTML page of a static export (the framework's own files under _next/ and the web editor's aside). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' || entry.name === EDITOR_FOLDER ? [] : htmlFiles(full);
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
export { DUPLICATE_NOT_FOUND_ROUTE };

/**
 * Removes what the export writes for Next's client router, which no page of this site runs (each
 * page is plain HTML, its islands hydrated alone): every page's data (about.txt beside about.html,
 * index.txt, and the __next.*.txt files in the pages' folders), and the second copy of the not-found
 * page (_not-found.html), which would otherwise answer at /_not-found with status 200. Folders left
 * empty go too. Only files proven to be router data go (build/next/router-data.ts): robots.txt
 * and any other file stay. Fails, removing nothing, when what Next should have written is not there
 * or a file named as router data is left that no page accounts for. Returns the paths removed,
 * relative to out.
 */
export function removeRouterData(out: string, nextDir: string): string[] {
  const removed = [...provenRouterData(nextDir, out).map(({ file }) => file), duplicateNotFoundPage(out)];
  const folders = new Set<string>();
  for (const file of removed) {
    fs.unlinkSync(path.join(out, file));
    for (let dir = path.dirname(path.join(out, file)); dir !== out && !folders.has(dir); dir = path.dirname(dir))
      folders.add(dir);
  }
  // Each folder read once, the deepest first, so a folder left holding only emptied folders goes too
  // (reading a folder after each file was quadratic: 1.8 s at 1,000 articles).
  for (const dir of [...folders].sort((a, b) => b.length - a.length))
    if (fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  return removed.sort();
}

/**
 * Our work while no job is published: a static export still writes its list (/our-work) and one job
 * address (NO_JOBS), each as the not-found page, which a host would serve with status 200. Their
 * files, to be removed once Next's router data has gone (it accounts for them), with removeFiles.
 */
export function unpublishedOurWork(out: string): string[] {
  return [`${OUR_WORK}.html`, `${OUR_WORK}/${NO_JOBS}.html`].map((page) => path.join(out, page));
}

/** Removes the files, and their folders when left empty. */
export function removeFiles(out: string, files: readonly string[]): void {
  for (const file of files) {
    fs.rmSync(file, { force: true });
    for (
      let dir = path.dirname(file);
      dir !== out && fs.existsSync(dir) && fs.readdirSync(dir).length === 0;
      dir = path.dirname(dir)
    )
      fs.rmdirSync(dir);
  }
}
