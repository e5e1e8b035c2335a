import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brokenLinkMessage, brokenLinks, servedFrom } from '@/build/export-links';
import { tempDir } from './temp-dir';

function exportWith(files: string[]): string {
  const out = tempDir('export-links-');
  for (const file of files) {
    fs.mkdirSync(path.dirname(path.join(out, file)), { recursive: true });
    fs.writeFileSync(path.join(out, file), 'x');
  }
  return out;
}

const footer = '<footer><a href="/privacy-policy">Privacy</a> <a href="/terms-of-service">Terms</a></footer>';

describe('links between the pages of the export', () => {
  const out = exportWith([
    'index.html',
    'about.html',
    'privacy-policy.html',
    'knowledge-centre/heat-pump-guide.html',
    'feed.xml',
    'images/boiler.jpg',
  ]);

  it('finds pages and files as the server serves them', () => {
    for (const address of ['/', '/about', '/knowledge-centre/heat-pump-guide', '/feed.xml', '/images/boiler.jpg'])
      expect(servedFrom(out, address), address).toBe(true);
    for (const address of ['/terms-of-service', '/knowledge-centre', '/images', '/%E0%A4%A'])
      expect(servedFrom(out, address), address).toBe(false);
  });

  it('lists each address no page serves once, with every page linking to it', () => {
    const pages = [
      { route: '/', html: `<a href="/about#team">About</a><a href="https://example.org/x">x</a>${footer}` },
      { route: '/about', html: `<a class="x" href="/?utm=1">Home</a><a href="//cdn.example.org/y">y</a>${footer}` },
      { route: '/privacy-policy', html: `<a href="/knowledge-centre/heat-pump-guid">guide</a>${footer}` },
    ];
    expect(brokenLinks(out, pages)).toEqual([
      { href: '/knowledge-centre/heat-pump-guid', from: ['/privacy-policy'] },
      { href: '/terms-of-service', from: ['/', '/about', '/privacy-policy'] },
    ]);
  });

  it('says which content file publishes a missing address, and whether it is there', () => {
    const root = tempDir('export-links-root-');
    const link = { href: '/terms-of-service', from: ['/', '/about', '/boilers', '/contact'] };
    expect(brokenLinkMessage(root, link)).toBe(
      '/terms-of-service is linked from 4 pages (/, /about, /boilers, …) but is not a page of this site: its page comes from content/services/terms-of-service.mdx or content/legal/terms-of-service.mdx: if that file was renamed or removed, put it back as it was. Links built into the site itself (its footer, menus and home page) point to this address, so its page must stay published.',
    );
    fs.mkdirSync(path.join(root, 'content/legal'), { recursive: true });
    fs.writeFileSync(path.join(root, 'content/legal/terms-of-service.mdx'), '---\ndraft: true\n---\n');
    expect(brokenLinkMessage(root, { ...link, from: ['/'] })).toMatch(
      /^\/terms-of-service is linked from the page \/ but is not a page of this site: content\/legal\/terms-of-service.mdx is there, so check that it is not set to "draft: true"\./,
    );
    expect(brokenLinkMessage(root, { href: '/knowledge-centre/community/bonfire', from: ['/'] })).toContain(
      'its page comes from content/articles/bonfire.mdx',
    );
  });
});
