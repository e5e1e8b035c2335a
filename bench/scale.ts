/**
 * `npm run bench:scale`: how the build grows with the number of articles. In a copy of the project
 * in the system's temporary folder (node_modules hard-linked where it can be, not copied), adds N
 * articles (copies of the real ones with new slugs and titles, so they pass the content check), runs
 * each step of `npm run build` from a cold start and reports wall time, milliseconds per article and
 * peak memory; with --warm, a second build after one article is edited. Writes
 * bench/results/scale.{json,md} and prints the table; a run with other counts writes to
 * bench/results/tmp/ instead.
 *
 *   npm run bench:scale -- --counts 0,100,500,1000 --keep
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { headerRules } from '@/build/headers-file';
import { makeCopy } from '@/tests/support/project-copy';
import { editOneArticle, generateArticles, originals } from './scale-copy';
import { linearFit, scaleMarkdown, type Row, type ScaleMeta } from './scale-report';
import { buildOnce, total } from './scale-steps';
import { loadAround, loadAtStart, machine, minutesSince, root, writeResults } from './util';

const DEFAULT_COUNTS = '0,100,500,1000';

const { values: args } = parseArgs({
  options: {
    counts: { type: 'string', default: DEFAULT_COUNTS },
    keep: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

/**
 * The copy, outside the project: nested in another Next project's folder, Turbopack's build cache
 * never answered (a second build compiled in 24 s instead of 6 s at 14 articles), so warm builds
 * measured slower than any real second build.
 */
const work = path.join(os.tmpdir(), 'wheelwright-scale-site');

if (args.help) {
  console.log(`npm run bench:scale -- [options]
  --counts 0,100,500,1000   numbers of extra articles to build with (default ${DEFAULT_COUNTS}; 0 is the site as it is)
  --warm                    build each size a second time after one article is edited, with .next/cache and
                            tsconfig.tsbuildinfo kept (as CI keeps them for a pull request's next build)
  --keep                    keep the temporary copy (${work}) to inspect it`);
  process.exit(0);
}

const counts = args.counts.split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 0))
  throw new Error(`--counts takes whole numbers separated by commas (found "${args.counts}")`);
const standard = args.counts === DEFAULT_COUNTS;
const resultsDir = path.join(root, 'bench', 'results', standard ? '' : 'tmp');
const articlesDir = path.join(work, 'content', 'articles');

function headersOfBuild(): Row['headers'] {
  const text = fs.readFileSync(path.join(work, 'out', '_headers'), 'utf8');
  return { rules: headerRules(text).length, longestLine: Math.max(...text.split('\n').map((line) => line.length)) };
}

const countPages = () =>
  fs.readdirSync(path.join(work, 'out'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;

async function measure(extra: number): Promise<Row> {
  generateArticles(articlesDir, extra);
  // Cold: no cache of Next's, of the content check or of the type check.
  fs.rmSync(path.join(work, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(work, 'tsconfig.tsbuildinfo'), { force: true });
  const { stages, next } = await buildOnce(work);
  const headers = headersOfBuild();
  let warm: Row['warm'];
  if (args.warm) {
    const restore = editOneArticle(articlesDir);
    try {
      const build = await buildOnce(work);
      warm = { ...build, seconds: total(build.stages) };
    } finally {
      restore();
    }
  }
  const articles = originals(articlesDir).length + extra;
  const seconds = total(stages);
  return {
    extra,
    articles,
    pages: countPages(),
    seconds,
    msPerArticle: (seconds * 1000) / articles,
    peakMb: Math.max(...stages.map((stage) => stage.peakMb)),
    stages,
    next,
    warm,
    headers,
  };
}

async function main() {
  console.log(`Copying the project to ${path.relative(root, work)}/ …`);
  makeCopy(work);
  const started = Date.now();
  const loadBefore = loadAtStart();
  const rows: Row[] = [];
  try {
    for (const extra of counts) {
      process.stdout.write(`Building with ${extra} extra articles… `);
      const row = await measure(extra);
      rows.push(row);
      const warm = row.warm ? `, ${row.warm.seconds.toFixed(1)} s warm (one article edited)` : '';
      console.log(`${row.seconds.toFixed(1)} s, peak ${Math.round(row.peakMb)} MB${warm}`);
    }
  } finally {
    if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
  }

  const fit = rows.length >= 3 ? linearFit(rows) : undefined;
  const meta: ScaleMeta = {
    date: new Date().toISOString(),
    machine: machine(),
    minutes: minutesSince(started),
    loadAverage: loadAround(loadBefore),
  };
  const markdown = scaleMarkdown(meta, rows, fit);
  writeResults(resultsDir, 'scale', { ...meta, rows, fit }, markdown, meta.minutes);
}

await main();
