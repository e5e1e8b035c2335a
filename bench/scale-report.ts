/** `npm run bench:scale`'s report: one row a size of the site, and a straight line fitted through them. */
import { HEADERS_LIMITS } from '@/build/headers-file';
import { afterNext, type NextPhases, type StageResult } from './scale-steps';
import { type LoadAverage, loadLine, markdownTable } from './util';

export interface Row {
  extra: number;
  articles: number;
  pages: number;
  seconds: number;
  msPerArticle: number;
  peakMb: number;
  stages: StageResult[];
  /** Phases `next build` reports itself, in seconds. */
  next: NextPhases;
  /** With --warm: the same build again after one article was edited, .next/cache and tsconfig.tsbuildinfo kept. */
  warm?: { seconds: number; stages: StageResult[]; next: NextPhases };
  /** out/_headers: its rules and its longest line (Cloudflare Pages reads 100 rules, 2,000 characters a line). */
  headers: { rules: number; longestLine: number };
}

/** How and where the benchmark ran. */
export interface ScaleMeta {
  date: string;
  machine: string;
  minutes: number;
  loadAverage: LoadAverage;
}

/** Least-squares line through (articles, seconds): the cost of one more article, and how well a line fits. */
export function linearFit(rows: Row[]) {
  const n = rows.length;
  const xs = rows.map((row) => row.articles);
  const ys = rows.map((row) => row.seconds);
  const meanX = xs.reduce((a, b) => a + b, 0) / n;
  const meanY = ys.reduce((a, b) => a + b, 0) / n;
  const sxy = xs.reduce((total, x, i) => total + (x - meanX) * (ys[i]! - meanY), 0);
  const sxx = xs.reduce((total, x) => total + (x - meanX) ** 2, 0);
  const slope = sxy / sxx;
  const intercept = meanY - slope * meanX;
  const ssTotal = ys.reduce((total, y) => total + (y - meanY) ** 2, 0);
  const ssResidual = ys.reduce((total, y, i) => total + (y - (intercept + slope * xs[i]!)) ** 2, 0);
  return { msPerExtraArticle: slope * 1000, fixedSeconds: intercept, r2: 1 - ssResidual / ssTotal };
}

const fixed = (value: number | undefined, digits = 1) => (value === undefined ? '-' : value.toFixed(digits));

function table(rows: Row[]): string {
  return markdownTable(
    [
      'Extra articles',
      'Articles',
      'Pages',
      'Wall s',
      'ms/article',
      'Peak MB',
      'Checks s',
      'content',
      'types',
      'Next s',
      'of which compile',
      'static pages',
      'After s',
      '_headers rules',
      'longest line',
    ],
    rows.map((row) => {
      const step = (name: string) => row.stages.flatMap((stage) => stage.steps).find((s) => s.name === name)?.seconds;
      return [
        String(row.extra),
        String(row.articles),
        String(row.pages),
        fixed(row.seconds),
        fixed(row.msPerArticle, 0),
        String(Math.round(row.peakMb)),
        fixed(row.stages[0]?.seconds),
        fixed(step('content check')),
        fixed(step('type check')),
        fixed(step('next build')),
        fixed(row.next.compile),
        fixed(row.next.staticPages),
        fixed(afterNext(row.stages)),
        String(row.headers.rules),
        String(row.headers.longestLine),
      ];
    }),
    Array.from({ length: 15 }, () => 'r' as const),
  );
}

export function scaleMarkdown(meta: ScaleMeta, rows: Row[], fit: ReturnType<typeof linearFit> | undefined) {
  const largest = rows.at(-1);
  const warmRows = rows.flatMap((row) =>
    row.warm ? [{ ...row, ...row.warm, msPerArticle: (row.warm.seconds * 1000) / row.articles }] : [],
  );
  return [
    `Measured ${meta.date.slice(0, 10)} on ${meta.machine}. Cold builds (no .next cache), each step of \`npm run build\` timed ("Checks": the content and type checks, side by side); peak memory is the largest total of the build's processes.`,
    loadLine(meta.loadAverage),
    '',
    table(rows),
    '',
    ...(warmRows.length > 0
      ? [
          'Warm: each build again after one article was edited (its title and a sentence), with .next/cache and tsconfig.tsbuildinfo kept, as CI keeps them:',
          '',
          table(warmRows),
          '',
        ]
      : []),
    fit
      ? `A straight line fits the wall times with R² = ${fit.r2.toFixed(3)}: ${fit.fixedSeconds.toFixed(1)} s fixed, plus ${fit.msPerExtraArticle.toFixed(0)} ms per article.`
      : 'Fewer than three sizes: no line fitted.',
    largest
      ? `${largest.articles} articles: ${largest.seconds.toFixed(1)} s (${largest.seconds < 60 ? 'under' : 'over'} the 60 s aim); out/_headers ${largest.headers.rules} rule(s), longest line ${largest.headers.longestLine} characters (limits: ${HEADERS_LIMITS.rules} rules for the site, ${HEADERS_LIMITS.lineChars} characters).`
      : '',
  ].join('\n');
}
