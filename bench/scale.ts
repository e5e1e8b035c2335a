/**
 * `npm run bench:scale`: how the build grows with the number of articles. In a temporary copy of
 * the project (node_modules hard-linked, not copied), adds N articles (copies of the real ones with
 * new slugs and titles, so they pass the content check), runs each step of `npm run build` from a
 * cold start and reports wall time, milliseconds per article and peak memory. Writes
 * bench/results/scale.{json,md} and prints the table; a run with other counts writes to
 * bench/results/tmp/ instead.
 *
 *   npm run bench:scale -- --counts 0,100,500,1000 --keep
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import matter from 'gray-matter';
import { HEADERS_LIMITS, headerRules } from '@/build/headers-file';
import { markdownTable } from './util';
import { buildStages, runStep, type BuildStage } from '@/scripts/build-steps';

const DEFAULT_COUNTS = '0,100,500,1000';

const { values: args } = parseArgs({
  options: {
    counts: { type: 'string', default: DEFAULT_COUNTS },
    keep: { type: 'boolean', default: false },
    warm: { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});

if (args.help) {
  console.log(`npm run bench:scale -- [options]
  --counts 0,100,500,1000   numbers of extra articles to build with (default ${DEFAULT_COUNTS}; 0 is the site as it is)
  --warm                    build each size a second time with .next/cache kept (as a CI cache or a second local build would)
  --keep                    keep the temporary copy (bench/results/tmp/scale-site) to inspect it`);
  process.exit(0);
}

const root = path.resolve(import.meta.dirname, '..');
const counts = args.counts.split(',').map(Number);
if (counts.some((count) => !Number.isInteger(count) || count < 0))
  throw new Error(`--counts takes whole numbers separated by commas (found "${args.counts}")`);
const standard = args.counts === DEFAULT_COUNTS;
const resultsDir = path.join(root, 'bench', 'results', standard ? '' : 'tmp');
const work = path.join(root, 'bench', 'results', 'tmp', 'scale-site');
const articlesDir = path.join(work, 'content', 'articles');
const GENERATED = '-scale-';

interface StepResult {
  name: string;
  seconds: number;
}

interface StageResult {
  /** Wall time of the stage: its steps run side by side. */
  seconds: number;
  peakMb: number;
  steps: StepResult[];
}

interface Row {
  extra: number;
  articles: number;
  pages: number;
  seconds: number;
  msPerArticle: number;
  peakMb: number;
  stages: StageResult[];
  /** Phases `next build` reports itself, in seconds. */
  next: { compile?: number; staticPages?: number };
  /** The same build again with .next/cache kept (with --warm). */
  warmSeconds?: number;
  /** out/_headers: its rules and its longest line (Cloudflare Pages reads 100 rules, 2,000 characters a line). */
  headers: { rules: number; longestLine: number };
}

const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'bench', 'test-results', 'playwright-report']);

/** A copy of the project with node_modules hard-linked: quick, and Turbopack refuses a symlink out of the project. */
function makeCopy() {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    // No .tsbuildinfo either: the type check of a cold build starts from nothing.
    if (SKIP.has(entry) || entry.startsWith('.out') || entry.endsWith('.tsbuildinfo')) continue;
    fs.cpSync(path.join(root, entry), path.join(work, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.out-forms`),
    });
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(work, 'node_modules')]);
  if (linked.status !== 0)
    fs.cpSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), { recursive: true });
}

const originals = () =>
  fs
    .readdirSync(articlesDir)
    .filter((file) => file.endsWith('.mdx') && !file.includes(GENERATED))
    .sort();

/** Writes `count` copies of the real articles, each with its own slug and title. */
function generateArticles(count: number) {
  for (const file of fs.readdirSync(articlesDir).filter((name) => name.includes(GENERATED)))
    fs.rmSync(path.join(articlesDir, file));
  const sources = originals().map((file) => ({
    slug: file.replace(/\.mdx$/, ''),
    text: fs.readFileSync(path.join(articlesDir, file), 'utf8'),
  }));
  for (let index = 1; index <= count; index++) {
    const source = sources[(index - 1) % sources.length]!;
    const parsed = matter(source.text);
    const suffix = ` (${index})`;
    const title = String(parsed.data.title);
    // Titles stay within the 60 characters the content check asks for.
    const short = title.length + suffix.length > 60 ? title.slice(0, 60 - suffix.length).trimEnd() : title;
    const frontmatter = source.text
      .slice(0, source.text.indexOf('\n---', 3))
      .replace(/^title: .*$/m, `title: ${JSON.stringify(short + suffix)}`)
      .replace(/^featured: .*$/m, 'featured: false');
    const body = source.text.slice(source.text.indexOf('\n---', 3));
    fs.writeFileSync(path.join(articlesDir, `${source.slug}${GENERATED}${index}.mdx`), frontmatter + body);
  }
}

/** Total resident memory of a process and all its descendants, from /proc (Linux). */
function treeRssMb(rootPid: number): number {
  let children: Map<number, number[]>;
  const rss = new Map<number, number>();
  try {
    children = new Map();
    for (const entry of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        const pid = Number(entry);
        const parent = Number(fields[1]);
        children.set(parent, [...(children.get(parent) ?? []), pid]);
        rss.set(pid, Number(fields[21]) * 4096);
      } catch {
        // the process ended while we looked
      }
    }
  } catch {
    return 0;
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    total += rss.get(pid) ?? 0;
    queue.push(...(children.get(pid) ?? []));
  }
  return total / 2 ** 20;
}

/** The processes of the commands running now, whose memory is sampled. */
const running = new Set<number>();
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' };

/** Runs a stage of the build as scripts/build.ts does (its steps side by side), timing each step. */
async function runStage(stage: BuildStage): Promise<StageResult & { output: string }> {
  const started = performance.now();
  let peakMb = 0;
  const sample = () =>
    (peakMb = Math.max(
      peakMb,
      [...running].reduce((total, pid) => total + treeRssMb(pid), 0),
    ));
  const sampler = setInterval(sample, 100);
  const steps = await Promise.all(
    stage.map(async (step) => {
      const { ok, output, seconds } = await runStep(step, { cwd: work, env, running });
      if (!ok) {
        console.error(output);
        throw new Error(`${step.name} failed in ${work}`);
      }
      return { name: step.name, seconds, output };
    }),
  );
  clearInterval(sampler);
  return {
    seconds: (performance.now() - started) / 1000,
    peakMb,
    steps: steps.map(({ name, seconds }) => ({ name, seconds })),
    output: steps.map((step) => step.output).join(''),
  };
}

function nextPhases(output: string): Row['next'] {
  const seconds = (pattern: RegExp) => {
    const match = pattern.exec(output);
    if (!match) return undefined;
    return match[2] === 'ms' ? Number(match[1]) / 1000 : Number(match[1]);
  };
  return {
    compile: seconds(/Compiled successfully in ([\d.]+)(m?s)/),
    staticPages: seconds(/Generating static pages[^\n]*in ([\d.]+)(m?s)/),
  };
}

function headersOfBuild(): Row['headers'] {
  const text = fs.readFileSync(path.join(work, 'out', '_headers'), 'utf8');
  return { rules: headerRules(text).length, longestLine: Math.max(...text.split('\n').map((line) => line.length)) };
}

const countPages = () =>
  fs.readdirSync(path.join(work, 'out'), { recursive: true }).filter((file) => String(file).endsWith('.html')).length;

async function buildOnce(): Promise<{ stages: StageResult[]; next: Row['next'] }> {
  fs.rmSync(path.join(work, 'out'), { recursive: true, force: true });
  const stages: StageResult[] = [];
  let next: Row['next'] = {};
  for (const stage of buildStages) {
    const { output, ...result } = await runStage(stage);
    stages.push(result);
    if (result.steps.some((step) => step.name === 'next build')) next = nextPhases(output);
  }
  return { stages, next };
}

const total = (stages: StageResult[]) => stages.reduce((sum, stage) => sum + stage.seconds, 0);

/** The stages that finish the export after `next build` (the pages, the headers), whichever they are. */
const afterNext = (row: Row) =>
  total(row.stages.slice(row.stages.findIndex((stage) => stage.steps.some((step) => step.name === 'next build')) + 1));

async function measure(extra: number): Promise<Row> {
  generateArticles(extra);
  // Cold: no cache of Next's, of the content check or of the type check.
  fs.rmSync(path.join(work, '.next'), { recursive: true, force: true });
  fs.rmSync(path.join(work, 'tsconfig.tsbuildinfo'), { force: true });
  const { stages, next } = await buildOnce();
  const headers = headersOfBuild();
  const warmSeconds = args.warm ? total((await buildOnce()).stages) : undefined;
  const articles = originals().length + extra;
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
    warmSeconds,
    headers,
  };
}

/** Least-squares line through (articles, seconds): the cost of one more article, and how well a line fits. */
function linearFit(rows: Row[]) {
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

async function main() {
  console.log(`Copying the project to ${path.relative(root, work)}/ …`);
  makeCopy();
  const started = Date.now();
  const loadBefore = os.loadavg()[0]!;
  const rows: Row[] = [];
  try {
    for (const extra of counts) {
      process.stdout.write(`Building with ${extra} extra articles… `);
      const row = await measure(extra);
      rows.push(row);
      const warm = row.warmSeconds === undefined ? '' : `, ${row.warmSeconds.toFixed(1)} s warm`;
      console.log(`${row.seconds.toFixed(1)} s, peak ${Math.round(row.peakMb)} MB${warm}`);
    }
  } finally {
    if (!args.keep) fs.rmSync(work, { recursive: true, force: true });
  }

  const fit = rows.length >= 3 ? linearFit(rows) : undefined;
  const table = markdownTable(
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
      ...(args.warm ? ['Warm s'] : []),
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
        fixed(afterNext(row)),
        String(row.headers.rules),
        String(row.headers.longestLine),
        ...(args.warm ? [fixed(row.warmSeconds)] : []),
      ];
    }),
    Array.from({ length: args.warm ? 16 : 15 }, () => 'r' as const),
  );
  const meta = {
    date: new Date().toISOString(),
    machine: `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    minutes: Number(((Date.now() - started) / 60_000).toFixed(1)),
    loadAverage: { before: loadBefore, after: os.loadavg()[0]! },
  };
  const largest = rows.at(-1);
  const markdown = [
    `Measured ${meta.date.slice(0, 10)} on ${meta.machine}. Cold builds (no .next cache), each step of \`npm run build\` timed ("Checks": the content and type checks, side by side); peak memory is the largest total of the build's processes.`,
    `Load average ${meta.loadAverage.before.toFixed(1)} before, ${meta.loadAverage.after.toFixed(1)} after: timings on a shared 2-core machine are noisy.`,
    '',
    table,
    '',
    fit
      ? `A straight line fits the wall times with R² = ${fit.r2.toFixed(3)}: ${fit.fixedSeconds.toFixed(1)} s fixed, plus ${fit.msPerExtraArticle.toFixed(0)} ms per article.`
      : 'Fewer than three sizes: no line fitted.',
    largest
      ? `${largest.articles} articles: ${largest.seconds.toFixed(1)} s (${largest.seconds < 60 ? 'under' : 'over'} the 60 s aim); out/_headers ${largest.headers.rules} rule(s), longest line ${largest.headers.longestLine} characters (limits: ${HEADERS_LIMITS.rules} rules for the site, ${HEADERS_LIMITS.lineChars} characters).`
      : '',
  ].join('\n');

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'scale.json'), `${JSON.stringify({ ...meta, rows, fit }, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'scale.md'), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(`Wrote ${path.relative(root, resultsDir) || '.'}/scale.json and scale.md (${meta.minutes} min).`);
}

await main();
