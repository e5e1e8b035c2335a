import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { ContentError } from '@/lib/content/faults';
import { caseContent } from './content-cases';

// What the check gives besides its report; the report itself is checked case by case
// (content-check-cases.test.ts).
describe('the content check result', () => {
  it('holds the valid base content, ready for the pages', () => {
    const result = checkContent(caseContent('base-valid'));
    expect(result.faults).toEqual([]);
    expect(result.articles.map((article) => article.route)).toEqual(['/knowledge-centre/heat-pump-guide']);
    expect(result.services[0]?.frontmatter.offers[0]?.name).toBe('New boiler installation');
  });

  it('reads a page saved with Windows line endings (\\r\\n) as any other', () => {
    const options = caseContent('base-valid');
    const file = path.join(options.root, 'content/articles/heat-pump-guide.mdx');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/\n/g, '\r\n'));
    const result = checkContent(options);
    expect(result.faults).toEqual([]);
    expect(result.articles[0]?.frontmatter.category).toBe('Heat Pump Advice');
  });

  it('leaves drafts out of the published pages, and keeps them in the preview', () => {
    const { root, today } = caseContent('links-related-to-draft');
    const published = checkContent({ root, today });
    expect(published.articles.map((article) => article.slug)).not.toContain('draft-target');
    expect(published.routes.has('/knowledge-centre/draft-target')).toBe(false);
    const preview = checkContent({ root, today, includeDrafts: true });
    expect(preview.articles.map((article) => article.slug)).toContain('draft-target');
  });

  it('lists every fault at once rather than stopping at the first, and its error says how many', () => {
    const errors = checkContent(caseContent('files-three-faulty-pages')).faults.filter(
      (fault) => fault.severity === 'error',
    );
    expect(errors.map((fault) => fault.file)).toEqual([
      'content/articles/date-not-a-date.mdx',
      'content/articles/unknown-component.mdx',
      'content/articles/related-missing.mdx',
    ]);
    const error = new ContentError(errors);
    expect(error.message).toMatch(
      /^The content has 3 problems to fix before the site can be built:\n {2}- content\/articles\/date-not-a-date\.mdx:7:/,
    );
  });

  it('takes a slash after the site address off rather than refusing it', () => {
    const checked = checkContent(caseContent('data-site-url-with-slash'));
    expect(checked.faults).toEqual([]);
    expect(checked.site?.url).toMatch(/^https:\/\/[^/]+$/);
  });
});
