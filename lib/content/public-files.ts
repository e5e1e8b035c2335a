import fs from 'node:fs';
import path from 'node:path';
import type { Fault } from './faults';

export { decodePath } from '@/lib/pictures';

/** The files in public/, as the addresses the site serves them at (`/images/boiler.jpg`). */
export function publicFiles(root: string): Set<string> {
  const base = path.join(root, 'public');
  if (!fs.existsSync(base)) return new Set();
  const found = fs.readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(
    found.map((entry) => `/${path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

/**
 * Content files saved in public/ by mistake: everything there is published as it is, so a page would
 * be downloadable as its source (a draft too) rather than shown, and a copy of the settings would be
 * ignored.
 */
export function strayPublicFiles(files: ReadonlySet<string>): Fault[] {
  return [...files]
    .filter((file) => /\.(?:mdx?|ya?ml)$/i.test(file))
    .map((file) => ({
      file: `public${file}`,
      rule: 'stray-public-file',
      severity: 'error' as const,
      message: /\.mdx?$/i.test(file)
        ? 'a page saved in public/, where every file is published as it is (a draft too) and none becomes a page: move it to content/articles/ (or content/services/ or content/legal/)'
        : 'a settings file saved in public/, where every file is published as it is and the site reads no settings: move it back to content/',
    }));
}

