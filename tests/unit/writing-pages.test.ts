import { describe, expect, it } from 'vitest';
import { sharedPhraseFaults, writingCheck, WRITING_RULE_IDS } from '@/lib/content/writing';
import { contentPages, siteOf, spellingContext } from './writing-pages';

describe("the writing rules over today's pages", () => {
  const site = siteOf();
  const spelling = spellingContext();
  const pages = contentPages();

  it('reads every content page without throwing, each finding a warning of a known rule at a line', () => {
    expect(pages.length).toBeGreaterThan(15);
    for (const page of pages) {
      const { faults, figures } = writingCheck(page, { site, spelling });
      expect(figures.words, page.file).toBeGreaterThan(0);
      for (const fault of faults) {
        expect(fault.line, `${page.file}: ${fault.message}`).toBeGreaterThan(0);
        expect(fault.severity).toBe('warning');
        expect(WRITING_RULE_IDS).toContain(fault.rule);
        expect(fault.message).toMatch(/^[a-z"]/);
      }
    }
  }, 30_000);

  it('knows every word of today’s pages but the one misspelling (content/trade-words.yaml)', () => {
    const unknown = pages.flatMap((page) =>
      writingCheck(page, { site, spelling })
        .faults.filter((fault) => fault.rule === 'spelling')
        .map((fault) => `${page.file}:${fault.line}: ${fault.message.split('"')[1]}`),
    );
    // The brand is WhatsApp: the page quotes the button's label as content/site.yaml spells it.
    expect(unknown).toEqual([
      'content/legal/privacy-policy.mdx:60: Whatsapp',
      'content/legal/terms-of-service.mdx:76: Whatsapp',
    ]);
  }, 30_000);

  it('finds no two published pages with the same main search phrase', () => {
    const published = pages
      .filter((page) => !page.draft)
      .map((page) => ({ ...page, keywords: page.frontmatter.keywords }));
    expect(sharedPhraseFaults(published)).toEqual([]);
  });

  it('checks the longest article, spelling included, well within 150 ms once warm', () => {
    const articles = pages.filter((page) => page.file.startsWith('content/articles/'));
    const longest = articles.reduce((a, b) => (b.source.length > a.source.length ? b : a));
    // A word list of its own, so the first check builds its spelling processor here.
    const fresh = { ...spelling, words: [...spelling.words, 'Wheelwright'] };
    let started = performance.now();
    writingCheck(longest, { site, spelling: fresh });
    const first = performance.now() - started;
    const times: number[] = [];
    for (let run = 0; run < 10; run += 1) {
      started = performance.now();
      writingCheck(longest, { site, spelling: fresh });
      times.push(performance.now() - started);
    }
    const median = times.sort((a, b) => a - b)[5]!;
    console.log(
      `${longest.file} (${writingCheck(longest, { site }).figures.words} words): first check with the spelling build ${first.toFixed(0)} ms, warm median of 10 ${median.toFixed(1)} ms`,
    );
    // Loose for a shared 2-core machine; the report gives the measured figure.
    expect(median).toBeLessThan(150);
  }, 60_000);
});
