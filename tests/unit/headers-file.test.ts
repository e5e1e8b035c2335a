import { describe, expect, it } from 'vitest';
import {
  HASHED_FOLDERS,
  headerRules,
  headersFile,
  headersFileProblems,
  HEADERS_LIMITS,
  IMMUTABLE,
} from '@/build/headers-file';

describe('_headers', () => {
  it('is one rule for every response, with the policy of everything but scripts', () => {
    const text = headersFile({ formOrigins: ['https://forms.test'] });
    expect(headerRules(text)).toEqual(['/*', '/_next/static/*', '/assets/*', '/admin/*']);
    expect(headersFileProblems(text)).toEqual([]);
    const policy = /Content-Security-Policy: (.*)/.exec(text)![1]!;
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain('frame-src https://forms.test');
    expect(policy).not.toMatch(/(^|; )(script-src|default-src) /);
  });

  it('keeps hashed files for a year and leaves everything else to be revalidated', () => {
    const text = headersFile({ formOrigins: [] });
    const everywhere = text.slice(text.indexOf('/*\n'), text.indexOf(`${HASHED_FOLDERS[0]}*`));
    expect(everywhere).not.toContain('Cache-Control');
    for (const folder of HASHED_FOLDERS) expect(text).toContain(`${folder}*\n  Cache-Control: ${IMMUTABLE}\n`);
  });

  it('asks search engines not to list a preview build', () => {
    expect(headersFile({ formOrigins: [], preview: true })).toMatch(/^\/\*\n(?: {2}.+\n)* {2}X-Robots-Tag: noindex$/m);
    const live = headersFile({ formOrigins: [] });
    expect(live.slice(live.indexOf('/*\n'), live.indexOf(`${HASHED_FOLDERS[0]}*`))).not.toContain('X-Robots-Tag');
  });

  it('gives the web editor its own policy in place of the one every response gets, and keeps it unlisted', () => {
    const text = headersFile({ formOrigins: [] });
    const editor = text.slice(text.indexOf('/admin/*\n'));
    expect(editor).toMatch(/^ {2}! Content-Security-Policy$/m);
    expect(editor).toMatch(/^ {2}! Cross-Origin-Opener-Policy$/m);
    expect(editor).toMatch(/^ {2}Cross-Origin-Opener-Policy: same-origin-allow-popups$/m);
    expect(editor).toMatch(/^ {2}X-Robots-Tag: noindex$/m);
    expect(editor.match(/^ {2}Content-Security-Policy: /gm)).toHaveLength(1);
  });

  it('names what goes over the limits', () => {
    const rules = Array.from({ length: HEADERS_LIMITS.rules + 1 }, (_, index) => `/page-${index}\n  X-Test: 1`).join(
      '\n',
    );
    expect(headersFileProblems(rules)).toEqual([`11 rules: the site keeps to 10 (Cloudflare Pages reads 100 at most)`]);
    expect(headersFileProblems(`/*\n  X-Long: ${'a'.repeat(2000)}`)).toEqual([
      'line 2 has 2010 characters: Cloudflare Pages reads 2000 at most',
    ]);
  });
});
