import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHECK_CACHE } from '@/lib/content/check-cache';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import { tempDir } from './temp-dir';

const base = path.resolve(import.meta.dirname, '../fixtures/base');
const ARTICLE = 'content/articles/heat-pump-guide.mdx';
const today = new Date('2026-12-01T12:00:00Z');

function copyOfBase(): string {
  const root = tempDir('check-cache-');
  fs.cpSync(base, root, { recursive: true });
  return root;
}

const report = (root: string, day = today) => checkContent({ root, today: day, cached: true }).faults.map(formatFault);

function edit(root: string, file: string, change: (text: string) => string): void {
  const absolute = path.join(root, file);
  fs.writeFileSync(absolute, change(fs.readFileSync(absolute, 'utf8')));
}

describe("the content check's results kept between runs", () => {
  it('are what a second check reports for pages that have not changed', () => {
    const root = copyOfBase();
    const checked = checkContent({ root, today, cached: true });
    const first = checked.faults.map(formatFault);
    // Marks every kept result: a check that read the pages again would not report the mark.
    const file = path.join(root, CHECK_CACHE);
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      results: Record<string, { entry: { file: string }; faults: unknown[] }>;
    };
    const pages = checked.articles.length + checked.services.length + checked.legal.length;
    expect(pages).toBeGreaterThan(1);
    expect(Object.keys(kept.results)).toHaveLength(pages);
    for (const result of Object.values(kept.results))
      result.faults.push({ file: result.entry.file, severity: 'warning', message: 'kept from the last check' });
    fs.writeFileSync(file, JSON.stringify(kept));
    const again = report(root);
    expect(again.filter((line) => line.includes('kept from the last check'))).toHaveLength(
      Object.keys(kept.results).length,
    );
    expect(again.filter((line) => !line.includes('kept from the last check'))).toEqual(first);
  });

  it('are used only by a check asked for the same advice: with the writing advice, or the build without it', () => {
    const root = copyOfBase();
    edit(root, ARTICLE, (text) => text.replace('A heat pump moves heat', 'A Vaillant heat pump moves heat'));
    const advice = (writing: boolean) =>
      checkContent({ root, today, cached: true, writing })
        .faults.filter((fault) => fault.file === ARTICLE && fault.rule?.startsWith('s'))
        .map((fault) => fault.rule);
    expect(advice(true)).toEqual([
      'search-description-length',
      'search-phrase-place',
      'search-phrase-share',
      'spelling',
    ]);
    expect(advice(false)).toEqual([]);
    expect(advice(true)).toEqual([
      'search-description-length',
      'search-phrase-place',
      'search-phrase-share',
      'spelling',
    ]);
    // The trade's words are part of what the advice was given: with a new one, the page is checked afresh.
    fs.writeFileSync(path.join(root, 'content/trade-words.yaml'), 'words:\n  - Vaillant\n');
    expect(advice(true)).toEqual(['search-description-length', 'search-phrase-place', 'search-phrase-share']);
  });

  it('are not used for a page whose text changed: its new fault is reported', () => {
    const root = copyOfBase();
    expect(report(root).filter((line) => line.startsWith(ARTICLE))).toEqual([]);
    edit(root, ARTICLE, (text) => text.replace(/^title: .*$/m, 'title: ""'));
    expect(report(root).filter((line) => line.startsWith(ARTICLE) && line.includes('"title"'))).not.toEqual([]);
  });

  it('are not used on another day: a date that was today becomes one in the future when checked a day earlier', () => {
    const root = copyOfBase();
    edit(root, ARTICLE, (text) => text.replace(/^dateModified: .*$/m, 'dateModified: 2026-12-02'));
    expect(report(root).filter((line) => line.includes('a date in the future'))).toEqual([]);
    const dayBefore = new Date('2026-11-30T12:00:00Z');
    expect(report(root, dayBefore).filter((line) => line.includes('a date in the future'))).toHaveLength(1);
    expect(report(root).filter((line) => line.includes('a date in the future'))).toEqual([]);
  });
});
