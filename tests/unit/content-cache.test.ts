import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContentAndCache, checkContentCached } from '@/lib/content/cache';
import { checkContent } from '@/lib/content/check';
import { tempDir } from './temp-dir';

const base = path.resolve(import.meta.dirname, '../fixtures/base');

function copyOfBase(): string {
  const root = tempDir('content-cache-');
  fs.cpSync(base, root, { recursive: true });
  return root;
}

describe('content check cache', () => {
  it('gives what the check gives, and records it for the next process', () => {
    const root = copyOfBase();
    const first = checkContentCached({ root });
    expect(first).toEqual(checkContent({ root }));
    expect(fs.existsSync(path.join(root, '.next/cache/content-check.json'))).toBe(true);
    const second = checkContentCached({ root });
    expect(second).toEqual(first);
    expect(second.routes).toBeInstanceOf(Map);
  });

  it('checks again once a content file changes', () => {
    const root = copyOfBase();
    const article = path.join(root, 'content/articles/heat-pump-guide.mdx');
    checkContentCached({ root });
    fs.writeFileSync(article, fs.readFileSync(article, 'utf8').replace(/^title: .*$/m, 'title: "A New Title"'));
    const later = new Date(Date.now() + 5_000);
    fs.utimesSync(article, later, later);
    expect(checkContentCached({ root }).articles[0]?.frontmatter.title).toBe('A New Title');
  });

  it('keeps the published and the preview checks apart', () => {
    const root = copyOfBase();
    checkContentCached({ root, includeDrafts: false });
    expect(checkContentCached({ root, includeDrafts: true })).toEqual(checkContent({ root, includeDrafts: true }));
  });

  it('keeps a fresh check only when it found no errors', () => {
    const root = copyOfBase();
    const cacheFile = path.join(root, '.next/cache/content-check.json');
    const article = path.join(root, 'content/articles/heat-pump-guide.mdx');
    const original = fs.readFileSync(article, 'utf8');
    fs.writeFileSync(article, original.replace(/^datePublished: .*$/m, 'datePublished: 1st October'));
    expect(checkContentAndCache({ root }).faults).not.toEqual([]);
    expect(fs.existsSync(cacheFile)).toBe(false);
    fs.writeFileSync(article, original);
    expect(checkContentAndCache({ root })).toEqual(checkContent({ root }));
    expect(fs.existsSync(cacheFile)).toBe(true);
  });
});
