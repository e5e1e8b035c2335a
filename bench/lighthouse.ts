/**
 * What `npm run bench` reads from one Lighthouse report: the category scores, the timings and
 * bytes, and the audits that cost points.
 */
import type { Result } from 'lighthouse';

export type Profile = 'mobile' | 'desktop';
export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** Any address the site does not have: the server answers with 404.html and status 404. */
export const MISSING_PATH = '/this-page-does-not-exist';

export interface RunFigures {
  scores: Record<Category, number>;
  lcp: number;
  tbt: number;
  cls: number;
  si: number;
  fcp: number;
  totalBytes: number;
  jsBytes: number;
  /** Lighthouse's measure of the machine's speed at the time (higher is faster). */
  benchmarkIndex: number;
  /** Audits that cost points, as `category: audit id`. */
  lost: string[];
  /** Of those, the ones a 404 page must fail (see expectedOn404), kept apart. */
  expected: string[];
}

/**
 * The 404 page is served with status 404 and marked noindex, as it must be. Lighthouse marks down
 * exactly those facts (and the browser's console line about the 404 response of the document
 * itself): they are expected there, and only there.
 */
function expectedOn404(lhr: Result, id: string): boolean {
  if (id === 'seo: http-status-code' || id === 'seo: is-crawlable') return true;
  if (id !== 'best-practices: errors-in-console') return false;
  const details = lhr.audits['errors-in-console']?.details;
  const items =
    details && 'items' in details
      ? (details.items as { source?: string; url?: string; description?: string; sourceLocation?: { url?: string } }[])
      : [];
  return items.every(
    (item) =>
      item.source === 'network' &&
      item.sourceLocation?.url === lhr.mainDocumentUrl &&
      /\b404\b/.test(item.description ?? ''),
  );
}

/** The figures of one run; `missingPage` when the page measured is the 404 page. */
export function figures(lhr: Result, missingPage: boolean): RunFigures {
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details;
  const items =
    summary && 'items' in summary ? (summary.items as { resourceType?: string; transferSize?: number }[]) : [];
  const scores = Object.fromEntries(
    categories.map((id) => [id, Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100)]),
  ) as Record<Category, number>;
  const failed = categories.flatMap((id) =>
    (lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return typeof score === 'number' && score < 1;
      })
      .map((ref) => `${id}: ${ref.id}`),
  );
  const expected = missingPage ? failed.filter((id) => expectedOn404(lhr, id)) : [];
  return {
    scores,
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
    fcp: audit('first-contentful-paint'),
    totalBytes: audit('total-byte-weight'),
    jsBytes: items.find((item) => item.resourceType === 'script')?.transferSize ?? 0,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    lost: failed.filter((id) => !expected.includes(id)),
    expected,
  };
}
