import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { loadContent } from '@/lib/content/load';
import { analyseMdx } from '@/lib/content/mdx-analysis';
import { ANALYSIS_CODE, STORED_ANALYSES, storeAnalyses } from '@/lib/content/stored-analyses';
import { tempDir } from './temp-dir';

const project = path.resolve(import.meta.dirname, '../..');
const base = path.resolve(import.meta.dirname, '../fixtures/base');
const ARTICLE = 'content/articles/heat-pump-guide.mdx';

/** A copy of the fixture site whose content check has passed and stored its reading of each page. */
function checkedCopy(): string {
  const root = tempDir('stored-analyses-');
  fs.cpSync(base, root, { recursive: true });
  const checked = checkContent({ root });
  expect(checked.faults.filter((fault) => fault.severity === 'error')).toEqual([]);
  storeAnalyses(root, checked.bodies);
  return root;
}

/** Rewrites the stored file: a way to tell a stored analysis from one parsed afresh. */
function rewriteStored(
  root: string,
  change: (stored: { code: string; pages: Record<string, { outline: unknown[] }> }) => void,
) {
  const file = path.join(root, STORED_ANALYSES);
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
    for (const analysis of Object.values(stored.pages)) analysis.outline = marked;
  });

const outlineOf = (root: string) =>
  loadContent({ root }).articles.find((article) => article.file === ARTICLE)!.body.outline;

describe("the content check's stored reading of each page", () => {
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

  it('is not used when the code that made it has changed, nor when the file cannot be read', () => {
    const root = checkedCopy();
    const fresh = outlineOf(root);
    markAll(root);
    rewriteStored(root, (stored) => (stored.code = 'made by other code'));
    expect(outlineOf(root)).toEqual(fresh);
    fs.writeFileSync(path.join(root, STORED_ANALYSES), '{"code": "half a fi');
    expect(outlineOf(root)).toEqual(fresh);
  });

  it("is exactly what parsing gives, for every page of the site's own content", () => {
    const checked = checkContent({ root: project });
    expect(checked.bodies.length).toBeGreaterThanOrEqual(19);
    for (const { source, analysis } of checked.bodies) {
      expect(JSON.parse(JSON.stringify(analysis))).toEqual(analyseMdx(source));
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
