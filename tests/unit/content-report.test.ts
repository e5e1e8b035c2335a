import { describe, expect, it } from 'vitest';
import type { Fault } from '@/lib/content/faults';
import { formatReport, githubAnnotations } from '@/lib/content/report';

const warning: Fault = {
  file: 'content/testimonials.yaml',
  severity: 'warning',
  message: '7 testimonials are still marked "sample: true"',
};
const late: Fault = { file: 'content/articles/b.mdx', line: 9, severity: 'error', message: '"title" is missing' };
const early: Fault = {
  file: 'content/articles/a.mdx',
  line: 12,
  column: 3,
  rule: 'steps-hold-steps',
  severity: 'error',
  message: '"date" must be a date',
};

describe('content check report', () => {
  it('prints the pass line alone when there is nothing to say', () => {
    expect(formatReport([], { pages: 19, milliseconds: 500 })).toEqual({
      ok: true,
      text: '✔ Content check passed: 19 pages checked, 0 warnings (500 ms).\n',
    });
  });

  it('lists the warnings as vfile-reporter does, then the pass line', () => {
    expect(formatReport([warning], { pages: 1, milliseconds: 5 }).text).toBe(
      'content/testimonials.yaml\n' +
        ' warning 7 testimonials are still marked "sample: true"  content-check\n' +
        '\n' +
        '⚠ 1 warning\n' +
        '\n' +
        '✔ Content check passed: 1 page checked, 1 warning (5 ms).\n' +
        'Warnings do not stop publishing, but read them: each says what to improve.\n',
    );
  });

  it('lists every message by file, at its line and column with its rule, then what to do', () => {
    const report = formatReport([warning, late, early], { pages: 2, milliseconds: 5 });
    expect(report.ok).toBe(false);
    expect(report.text).toBe(
      'content/articles/a.mdx\n' +
        '12:3 error   "date" must be a date                          steps-hold-steps content-check\n' +
        '\n' +
        'content/articles/b.mdx\n' +
        '9:1  error   "title" is missing                                              content-check\n' +
        '\n' +
        'content/testimonials.yaml\n' +
        '     warning 7 testimonials are still marked "sample: true"                  content-check\n' +
        '\n' +
        '3 messages (✖ 2 errors, ⚠ 1 warning)\n' +
        '\n' +
        'Content check failed: 2 problems to fix (listed above, each with its file and line).\n' +
        'Nothing has been published. Fix them and run `npm run content:check` again.\n',
    );
  });

  it('notes each fault on its line in a GitHub pull request', () => {
    expect(githubAnnotations([warning, early])).toBe(
      '::error file=content/articles/a.mdx,line=12,col=3,title=Content check::"date" must be a date\n' +
        '::warning file=content/testimonials.yaml,title=Content check::7 testimonials are still marked "sample: true"\n',
    );
    expect(githubAnnotations([{ ...early, message: '100% sure,\nreally' }])).toContain('::100%25 sure,%0Areally');
  });

  const advice: Fault = {
    file: 'content/articles/a.mdx',
    line: 20,
    column: 1,
    rule: 'long-sentence',
    severity: 'warning',
    message: 'this sentence has 31 words',
  };

  it('counts the writing advice apart from the warnings, and names it as such', () => {
    const report = formatReport([warning, advice], { pages: 2, milliseconds: 5 });
    expect(report.ok).toBe(true);
    expect(report.text).toContain('20:1 warning this sentence has 31 words');
    expect(report.text).toMatch(/long-sentence +writing-advice\n/);
    expect(report.text).toContain(
      '✔ Content check passed: 2 pages checked, 1 warning and 1 piece of writing advice (5 ms).\n',
    );
    expect(report.text).toContain('see "Writing advice" in EDITING.md');
  });

  it('notes writing advice only on the files a pull request changes, after every other fault', () => {
    expect(githubAnnotations([advice, warning])).not.toContain('31 words');
    expect(githubAnnotations([advice, warning], new Set(['content/articles/b.mdx']))).not.toContain('31 words');
    expect(githubAnnotations([advice, early, warning], new Set(['content/articles/a.mdx'])).split('\n')).toEqual([
      '::error file=content/articles/a.mdx,line=12,col=3,title=Content check::"date" must be a date',
      '::warning file=content/testimonials.yaml,title=Content check::7 testimonials are still marked "sample: true"',
      '::warning file=content/articles/a.mdx,line=20,col=1,title=Content check::this sentence has 31 words',
      '',
    ]);
  });
});
