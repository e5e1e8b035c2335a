/**
 * `npm run content:check`: validates every content file without building the site, listing every
 * problem at once. Also the first step of `npm run build`, which then reuses its reading of each
 * page's text (lib/content/check-cache.ts). It also gives the writing advice (lib/content/writing/),
 * which the build does not. In a GitHub pull request (CONTENT_CHECK_ANNOTATIONS=true), each fault is
 * also noted beside its line; the writing advice on the files the pull request changes
 * (CONTENT_CHECK_CHANGED, one path a line).
 */
import { editorStyleWarnings } from '@/build/editor/round-trip';
import { checkContent } from '@/lib/content/check';
import { formatReport, githubAnnotations } from '@/lib/content/report';

const started = performance.now();
const content = checkContent({ cached: true, writing: true });
const { articles, services, legal, jobs } = content;
const faults = [...content.faults, ...editorStyleWarnings()];
const report = formatReport(faults, {
  pages: articles.length + services.length + legal.length + jobs.length,
  milliseconds: Math.round(performance.now() - started),
  color: process.stdout.isTTY && !process.env.NO_COLOR,
});

if (process.env.CONTENT_CHECK_ANNOTATIONS === 'true') {
  const changed = process.env.CONTENT_CHECK_CHANGED?.split('\n').map((file) => file.trim());
  process.stdout.write(githubAnnotations(faults, changed && new Set(changed)));
}
process.stdout.write(report.text);
if (!report.ok) process.exitCode = 1;
