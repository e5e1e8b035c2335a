import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { ANALYSIS_CODE, CHECK_CACHE } from '@/lib/content/check-cache';
import { loadContent } from '@/lib/content/load';
import { analyseMdx } from '@/lib/content/mdx-analysis';
import { tempDir } from './temp-dir';

const project = path.resolve(import.meta.dirname, '../..');
const base = path.resolve(import.meta.dirname, '../fixtures/base');
const ARTICLE = 'content/articles/heat-pump-guide.mdx';

/** A copy of the fixture site whose content check has passed and kept its reading of each page. */
function checkedCopy(): string {
  const root = tempDir('kept-analyses-');
  fs.cpSync(base, root, { recursive: true });
  const checked = checkContent({ root, cached: true });
  expect(checked.faults.filter((fault) => fault.severity === 'error')).toEqual([]);
  return root;
}

type Kept = { results: Record<string, { entry: { body: { outline: unknown[] } } }> };

/** Rewrites the kept file: a way to tell a kept analysis from one parsed afresh. */
function rewriteStored(root: string, change: (stored: Kept) => void) {
  const file = path.join(root, CHECK_CACHE);
  const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
  change(stored);
  fs.writeFileSync(file, JSON.stringify(stored));
  // A new modification time, so the loader reads it again.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(file, later, later);
}

const marked = [{ id: 'stored', text: 'Read from the stored analysis' }];
const markAll = (root: string) =>
  rewriteStored(root, (stored) => {
    for (const { entry } of Object.values(stored.results)) entry.body.outline = marked;
  });

const outlineOf = (root: string) =>
  loadContent({ root }).articles.find((article) => article.file === ARTICLE)!.body.outline;

describe("the content check's kept reading of each page", () => {
  it('is what the loader uses for a page whose text is unchanged', () => {
    const root = checkedCopy();
    markAll(root);
    expect(outlineOf(root)).toEqual(marked);
  });

  it('is not used for a page whose text changed since the check: that page is parsed again', () => {
    const root = checkedCopy();
    markAll(root);
    const file = path.join(root, ARTICLE);
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}\n## A section added after the check\n\nText.\n`);
    const outline = outlineOf(root);
    expect(outline).not.toEqual(marked);
    expect(outline.at(-1)).toEqual({ id: 'a-section-added-after-the-check', text: 'A section added after the check' });
  });

  it('is not used when it was made by other code or on another day (its key says), nor when the file cannot be read', () => {
    const root = checkedCopy();
    const fresh = outlineOf(root);
    markAll(root);
    rewriteStored(root, (stored) => {
      stored.results = Object.fromEntries(
        Object.entries(stored.results).map(([key, result]) => [`other-${key}`, result]),
      );
    });
    expect(outlineOf(root)).toEqual(fresh);
    fs.writeFileSync(path.join(root, CHECK_CACHE), '{"results": "half a fi');
    expect(outlineOf(root)).toEqual(fresh);
  });

  it("is exactly what parsing gives, for every page of the site's own content", { timeout: 30_000 }, () => {
    const root = tempDir('kept-site-');
    fs.cpSync(path.join(project, 'content'), path.join(root, 'content'), { recursive: true });
    checkContent({ root, cached: true });
    const kept = JSON.parse(fs.readFileSync(path.join(root, CHECK_CACHE), 'utf8')) as {
      results: Record<string, { entry: { file: string; body: unknown } }>;
    };
    const results = Object.values(kept.results);
    expect(results.length).toBeGreaterThanOrEqual(19);
    for (const { entry } of results) {
      expect(entry.body).toEqual(
        JSON.parse(JSON.stringify(analyseMdx(fs.readFileSync(path.join(root, entry.file), 'utf8')))),
      );
    }
  });

  it('is tied to every file of code the analysis imports (its fingerprint covers them)', () => {
    const resolve = (from: string, specifier: string): string | undefined => {
      const bare = specifier.startsWith('@/')
        ? path.join(project, specifier.slice(2))
        : specifier.startsWith('.')
          ? path.resolve(path.dirname(from), specifier)
          : undefined;
      if (!bare) return undefined;
      return ['.ts', '.tsx', '/index.ts'].map((ending) => bare + ending).find((file) => fs.existsSync(file));
    };
    const seen = new Set<string>();
    const packages = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const { fileName } of ts.preProcessFile(fs.readFileSync(file, 'utf8')).importedFiles) {
        const local = resolve(file, fileName);
        if (local) visit(local);
        else if (!fileName.startsWith('node:')) packages.add(fileName);
      }
    };
    visit(path.join(project, 'lib/content/mdx-analysis.ts'));
    expect(seen.size).toBeGreaterThan(1);
    for (const file of seen) {
      const relative = path.relative(project, file);
      expect(
        ANALYSIS_CODE.some((entry) => relative === entry || relative.startsWith(`${entry}/`)),
        relative,
      ).toBe(true);
    }
    // Libraries are covered by the lockfile, which holds the version of each.
    expect(ANALYSIS_CODE).toContain('package-lock.json');
    expect(packages).toContain('remark-parse');
  });
});
