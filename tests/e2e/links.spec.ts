import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, out } from '../support/export-files';

// Reads the export itself: every page's links and sources must resolve to a file of the export,
// and every #anchor to an element id on its target page.

/** The file a URL path is served from, as the static server maps clean URLs. */
function fileFor(urlPath: string): string | undefined {
  const clean = decodeURIComponent(urlPath);
  const candidates = clean === '/' ? ['index.html'] : [clean, `${clean}.html`, `${clean}/index.html`];
  return candidates
    .map((candidate) => path.join(out, candidate))
    .find((file) => fs.existsSync(file) && fs.statSync(file).isFile());
}

const ids = new Map<string, Set<string>>();
function idsOf(file: string): Set<string> {
  if (!ids.has(file))
    ids.set(file, new Set([...fs.readFileSync(file, 'utf8').matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!)));
  return ids.get(file)!;
}

test('every internal link, source and #anchor of the export resolves', () => {
  const pages = htmlFiles(out);
  expect(pages.length).toBeGreaterThanOrEqual(27);
  const broken: string[] = [];
  let followed = 0;
  for (const page of pages) {
    const html = fs.readFileSync(page, 'utf8');
    const pageUrl = `/${path.relative(out, page).replace(/(index)?\.html$/, '')}`;
    for (const [, attribute, value] of html.matchAll(/\s(href|src)="([^"]*)"/g)) {
      if (!value || /^(?:https?:|mailto:|tel:|data:)/.test(value)) continue;
      followed += 1;
      const [target = '', anchor] = value.split('#');
      const file = target === '' ? page : fileFor(target.split('?')[0]!);
      if (!file) {
        broken.push(`${pageUrl}: ${attribute}="${value}" has no file`);
      } else if (anchor && !idsOf(file).has(anchor)) {
        broken.push(`${pageUrl}: ${attribute}="${value}" has no element with id "${anchor}"`);
      }
    }
  }
  console.log(
    `Link check: ${pages.length} pages, ${followed} internal links and sources followed, ${broken.length} broken.`,
  );
  expect(broken).toEqual([]);
});

test('every link that opens a new tab has rel="noopener noreferrer"', () => {
  const unsafe: string[] = [];
  for (const page of htmlFiles(out)) {
    for (const [tag] of fs.readFileSync(page, 'utf8').matchAll(/<a\s[^>]*target="_blank"[^>]*>/g)) {
      if (!/\srel="noopener noreferrer"/.test(tag)) unsafe.push(`${path.relative(out, page)}: ${tag}`);
    }
  }
  expect(unsafe).toEqual([]);
});
