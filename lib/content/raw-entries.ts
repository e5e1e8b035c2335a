import fs from 'node:fs';
import path from 'node:path';
import { collections, type CollectionName } from './collections';
import type { CheckCache } from './check-cache';
import type { Fault } from './faults';
import { readEntry, unreadEntry, type RawEntry } from './read-entry';
import { readContentText } from './read-text';
import type { Advise } from './writing/rules';
import { loadYaml } from './yaml-source';

export type { RawEntry } from './read-entry';

// For gray-matter: a page's settings are read as the data files are (loadYaml): dates stay the text typed.
export const frontmatterOptions = {
  engines: { yaml: (text: string) => (loadYaml(text) ?? {}) as object },
};

/** A file beside the pages that would never be published: a capitalised ending, a second ending, a folder. */
function strayFile(dir: string, fileName: string, isFolder: boolean): Fault | undefined {
  const file = `${dir}/${fileName}`;
  if (fileName.startsWith('.') || fileName.endsWith('.mdx') || fileName.endsWith('.md')) return undefined;
  const page = /^(.*?)\.mdx?(?:\..*)?$/i.exec(fileName)?.[1];
  const message = isFolder
    ? `pages in a folder inside ${dir} are not published: move them up into ${dir}`
    : page
      ? `this file is not published, because only files ending in .mdx are pages: rename it ${page.toLowerCase()}.mdx`
      : `this file is not a page and is not published: pages are .mdx files (pictures go in public/images)`;
  return { file, rule: 'stray-file', severity: 'error', message };
}

/**
 * Reads and checks every file of a collection, on its own (links between pages are checked later).
 * With a cache, a file checked before with the same text is not read again (./check-cache). Given
 * `advise`, each page also gets the writing advice (./writing).
 */
export function readCollection(
  root: string,
  name: CollectionName,
  today: Date,
  faults: Fault[],
  cache?: CheckCache,
  advise?: Advise,
): RawEntry[] {
  const { dir } = collections[name];
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  const listing = fs.readdirSync(absolute, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const item of listing) {
    const fault = strayFile(dir, item.name, item.isDirectory());
    if (fault) faults.push(fault);
  }
  return listing
    .filter((item) => item.isFile() && (item.name.endsWith('.mdx') || item.name.endsWith('.md')))
    .map(({ name: fileName }) => {
      const source = readContentText(path.join(absolute, fileName), `${dir}/${fileName}`, faults);
      // A file that cannot be read is still a page, so links to it are not reported as well.
      if (source === undefined) return unreadEntry(name, fileName);
      const kept = cache?.get(name, fileName, source);
      if (kept) {
        faults.push(...kept.faults);
        return kept.entry;
      }
      const own: Fault[] = [];
      const entry = readEntry(name, fileName, source, today, own, advise);
      cache?.set(name, fileName, source, entry, own);
      faults.push(...own);
      return entry;
    });
}

export { routeOf } from './collections';
