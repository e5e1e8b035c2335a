import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { removeRouterData } from '@/lib/build/export-files';
import { tempDir } from './temp-dir';

/** An export as Next writes it: pages, their router data, the framework's files, and files of our own. */
function fakeExport(): string {
  const out = tempDir('export-files-');
  const files = [
    'index.html',
    'index.txt',
    '__next._tree.txt',
    'about.html',
    'about.txt',
    'about/__next.about.__PAGE__.txt',
    'knowledge-centre/heat-pump-guide.html',
    'knowledge-centre/heat-pump-guide.txt',
    'knowledge-centre/heat-pump-guide/__next._full.txt',
    '404.html',
    '_not-found.html',
    '_not-found.txt',
    '_not-found/__next._not-found.__PAGE__.txt',
    'sitemap.html',
    'sitemap.txt',
    'sitemap.xml',
    'robots.txt',
    'og/about.png',
    '_next/static/chunks/x.txt',
    'pagefind/notes.txt',
  ];
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), 'x');
  }
  return out;
}

const left = (dir: string): string[] =>
  (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.replace(/\\/g, '/'))
    .filter((file) => fs.statSync(path.join(dir, file)).isFile())
    .sort();

describe('removeRouterData', () => {
  it("removes each page's router data and the second not-found page, and nothing else", () => {
    const out = fakeExport();
    expect(removeRouterData(out)).toEqual([
      '__next._tree.txt',
      '_not-found.html',
      '_not-found.txt',
      '_not-found/__next._not-found.__PAGE__.txt',
      'about.txt',
      'about/__next.about.__PAGE__.txt',
      'index.txt',
      'knowledge-centre/heat-pump-guide.txt',
      'knowledge-centre/heat-pump-guide/__next._full.txt',
      'sitemap.txt',
    ]);
    expect(left(out)).toEqual([
      '404.html',
      '_next/static/chunks/x.txt',
      'about.html',
      'index.html',
      'knowledge-centre/heat-pump-guide.html',
      'og/about.png',
      'pagefind/notes.txt',
      'robots.txt',
      'sitemap.html',
      'sitemap.xml',
    ]);
    // Folders that held only router data are gone; a page's folder with other files stays.
    expect(fs.existsSync(path.join(out, 'about'))).toBe(false);
    expect(fs.existsSync(path.join(out, '_not-found'))).toBe(false);
    expect(fs.existsSync(path.join(out, 'og'))).toBe(true);
  });

  it('finds nothing more to remove the second time', () => {
    const out = fakeExport();
    removeRouterData(out);
    expect(removeRouterData(out)).toEqual([]);
  });
});
