import fs from 'node:fs';
import path from 'node:path';

/** The files in public/, as the addresses the site serves them at (`/images/boiler.jpg`). */
export function publicFiles(root: string): Set<string> {
  const base = path.join(root, 'public');
  if (!fs.existsSync(base)) return new Set();
  const found = fs.readdirSync(base, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return new Set(
    found.map((entry) => `/${path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join('/')}`),
  );
}

/** The address of a public file, decoded (`/images/my%20boiler.jpg` → `/images/my boiler.jpg`). */
export function decodePath(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
