import { editorHeaderRule } from '@/build/editor/page';
import { commonHeaders, headerPolicy, type HeaderOptions } from '@/build/security-headers';

/**
 * `out/_headers`, the file Cloudflare Pages reads (and Netlify, and `npm run serve`, which is
 * Cloudflare's own runtime): one rule for every response, the same whatever the number of pages,
 * since each page carries its own script policy (scripts/finish-pages.ts), one rule for each
 * folder of hashed files, and one for the web editor (build/editor/page.ts).
 */

/**
 * Folders whose files are named by their content's hash, so a changed file gets a new name: Next's
 * chunks, styles and fonts, and the site script with its polyfills (build/site-scripts.ts).
 */
export const HASHED_FOLDERS = ['/_next/static/', '/assets/'] as const;

/**
 * Hashed files never change, so browsers and the CDN keep them for a year without asking. Everything
 * else (pages, feeds, sitemap.xml, robots.txt, icons) keeps the host's default, which both Cloudflare
 * Pages and Netlify send as `public, max-age=0, must-revalidate`: asked again on every visit, and
 * answered with 304 when unchanged. A rule's Cache-Control replaces that default rather than joining it.
 */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line; the site keeps to 10 rules. */
export const HEADERS_LIMITS = { rules: 10, hostRules: 100, lineChars: 2000 } as const;

const block = (pathPattern: string, headers: Record<string, string>) =>
  [pathPattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

export interface HeadersFileOptions extends HeaderOptions {
  /** A preview build (of a pull request): every response asks search engines not to list it. */
  preview?: boolean;
}

export function headersFile({ preview = false, ...options }: HeadersFileOptions): string {
  const editor = editorHeaderRule();
  const everywhere = { ...commonHeaders(), 'Content-Security-Policy': headerPolicy(options) };
  return `${[
    '# Written by scripts/write-headers.ts from build/headers-file.ts after each build: do not edit.',
    '# Every response gets these. Each page adds its own script policy, in a <meta> first in its head.',
    block('/*', preview ? { ...everywhere, 'X-Robots-Tag': 'noindex' } : everywhere),
    '# Files named by their content: kept for a year. Everything else is revalidated (the host default).',
    ...HASHED_FOLDERS.map((folder) => block(`${folder}*`, { 'Cache-Control': IMMUTABLE })),
    '# The web editor: its own policy in place of the one above, and never listed by search engines.',
    [editor.path, ...editor.lines.map((line) => `  ${line}`)].join('\n'),
  ].join('\n\n')}\n`;
}

/** The rules of a `_headers` file: each unindented, non-comment line starts one. */
export function headerRules(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() && !line.startsWith('#') && !/^\s/.test(line));
}

/** What in a `_headers` file goes over the limits, each named. */
export function headersFileProblems(text: string): string[] {
  const problems: string[] = [];
  const rules = headerRules(text).length;
  if (rules > HEADERS_LIMITS.rules)
    problems.push(
      `${rules} rules: the site keeps to ${HEADERS_LIMITS.rules} (Cloudflare Pages reads ${HEADERS_LIMITS.hostRules} at most)`,
    );
  text.split('\n').forEach((line, index) => {
    if (line.length > HEADERS_LIMITS.lineChars)
      problems.push(
        `line ${index + 1} has ${line.length} characters: Cloudflare Pages reads ${HEADERS_LIMITS.lineChars} at most`,
      );
  });
  return problems;
}
