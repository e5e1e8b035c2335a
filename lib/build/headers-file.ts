import { commonHeaders, headerPolicy, type HeaderOptions } from '@/lib/security-headers';

/**
 * `out/_headers`, the file Cloudflare Pages and Netlify read (and `npm run serve` follows): one rule
 * for every response, the same whatever the number of pages, since each page carries its own script
 * policy (scripts/finish-pages.ts).
 */

/** Cloudflare Pages reads at most 100 rules and 2,000 characters a line; the site keeps to 10 rules. */
export const HEADERS_LIMITS = { rules: 10, hostRules: 100, lineChars: 2000 } as const;

const block = (pathPattern: string, headers: Record<string, string>) =>
  [pathPattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

export function headersFile(options: HeaderOptions): string {
  return `${[
    '# Written by scripts/write-headers.ts from lib/security-headers.ts after each build: do not edit.',
    '# Every response gets these. Each page adds its own script policy, in a <meta> first in its head.',
    block('/*', { ...commonHeaders(), 'Content-Security-Policy': headerPolicy(options) }),
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
