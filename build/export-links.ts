import fs from 'node:fs';
import path from 'node:path';
import { collections } from '@/lib/content/collections';

export interface BrokenLink {
  /** The address linked to, as written (without its query or fragment). */
  href: string;
  /** The pages that link to it, by their address. */
  from: string[];
}

/** Whether an address of this site is served from the export: a page (x.html, x/index.html) or a file. */
export function servedFrom(out: string, pathname: string): boolean {
  let relative: string;
  try {
    relative = decodeURI(pathname).replace(/^\/+/, '');
  } catch {
    return false;
  }
  if (relative === '') return fs.existsSync(path.join(out, 'index.html'));
  const candidates = [relative, `${relative}.html`, path.join(relative, 'index.html')];
  return candidates.some((candidate) => {
    const full = path.join(out, candidate);
    return fs.existsSync(full) && fs.statSync(full).isFile();
  });
}

/**
 * Every link from one page of the export to another address of the site that the export does not
 * serve. The content check already holds each page's own text to this; this catches the links the
 * site's code writes on every page (the footer's, the menu's, the home page's cards), which no
 * content file shows: a legal page renamed or set to draft would otherwise leave them all broken.
 */
export function brokenLinks(
  out: string,
  pages: readonly { route: string; html: string }[],
  /** Addresses a later step of the build writes (the small copies of photos), asked only for those not there yet. */
  madeLater: (pathname: string) => boolean = () => false,
): BrokenLink[] {
  const broken = new Map<string, Set<string>>();
  // Every page links the same menu and footer: each address is looked up on disk once.
  const served = new Map<string, boolean>();
  for (const { route, html } of pages) {
    for (const [, href = ''] of html.matchAll(/<a\b[^>]*?\shref="(\/(?!\/)[^"]*)"/g)) {
      const pathname = href.replace(/&amp;/g, '&').split(/[?#]/)[0]!;
      if (!served.has(pathname)) served.set(pathname, servedFrom(out, pathname) || madeLater(pathname));
      if (served.get(pathname)) continue;
      broken.set(pathname, (broken.get(pathname) ?? new Set()).add(route));
    }
  }
  return [...broken]
    .map(([href, from]) => ({ href, from: [...from].sort() }))
    .sort((a, b) => (a.href < b.href ? -1 : 1));
}

/** A broken link in words, with the content file that would publish the address, when there is one. */
export function brokenLinkMessage(root: string, { href, from }: BrokenLink): string {
  const pages =
    from.length === 1
      ? `the page ${from[0]}`
      : `${from.length} pages (${from.slice(0, 3).join(', ')}${from.length > 3 ? ', …' : ''})`;
  const slug = href.split('/').at(-1) ?? '';
  const source = Object.values(collections)
    .filter(
      (collection) =>
        collection.route(slug, href.startsWith('/knowledge-centre/community/') ? 'Community' : undefined) === href,
    )
    .map((collection) => `${collection.dir}/${slug}.mdx`);
  const file = source.find((candidate) => fs.existsSync(path.join(root, candidate)));
  const advice = file
    ? `${file} is there, so check that it is not set to "draft: true"`
    : source.length > 0
      ? `its page comes from ${source.join(' or ')}: if that file was renamed or removed, put it back as it was`
      : 'no content file publishes this address';
  return `${href} is linked from ${pages} but is not a page of this site: ${advice}. Links built into the site itself (its footer, menus and home page) point to this address, so its page must stay published.`;
}
