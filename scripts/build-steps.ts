/**
 * The steps of `npm run build`, in one place: scripts/build.ts runs them and `npm run bench:scale`
 * times them. The steps of a stage run side by side (each is one process, on its own core); a stage
 * starts when every step of the one before has passed.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

export interface BuildStep {
  name: string;
  /** Run one after the other; the step fails at the first that fails. */
  commands: string[][];
  /** What to tell the reader when the step fails, under its output (the content check says it itself). */
  failure?: string;
}

export type BuildStage = BuildStep[];

const bin = (name: string) => path.join('node_modules', '.bin', name);

/**
 * The checks. The type check runs here, beside the content check, rather than inside `next build`
 * (`typescript.ignoreBuildErrors` in next.config.mjs): the two take about the same time and each
 * uses one core, so side by side they cost the time of one. `next typegen` writes the types of the
 * routes first, so the check also covers each page's exports as Next's own check would.
 */
export const checkStage: BuildStage = [
  {
    name: 'content check',
    commands: [[bin('tsx'), 'scripts/content-check.ts']],
  },
  {
    name: 'type check',
    commands: [
      [bin('next'), 'typegen'],
      [bin('tsc'), '--noEmit'],
    ],
    failure: 'The type check found errors in the code (listed above). Nothing has been built.',
  },
];

/** The export to out/, then the steps that finish it. */
export const exportStages: BuildStage[] = [
  [{ name: 'next build', commands: [[bin('next'), 'build']], failure: 'The build failed (see above).' }],
  [
    {
      name: 'pages',
      commands: [[bin('tsx'), 'scripts/finish-pages.ts']],
      failure: 'Finishing the pages failed (see above): out/ is not ready to publish.',
    },
  ],
  [
    {
      name: 'headers',
      commands: [[bin('tsx'), 'scripts/write-headers.ts']],
      failure: 'Writing out/_headers failed (see above).',
    },
    {
      name: 'editor',
      commands: [[bin('tsx'), 'scripts/write-editor.ts']],
      failure: 'Writing the web editor to out/admin/ failed (see above).',
    },
    {
      name: 'pictures',
      commands: [[bin('tsx'), 'scripts/make-pictures.ts']],
      failure: 'Making the small copies of the photos failed (see above).',
    },
    {
      name: 'search index',
      commands: [[bin('tsx'), 'scripts/index-search.ts']],
      failure: 'Indexing the pages for search failed (see above).',
    },
  ],
];

export const buildStages: BuildStage[] = [checkStage, ...exportStages];

export interface StepOutcome {
  ok: boolean;
  output: string;
  seconds: number;
}

interface RunOptions {
  /** Show the output as it comes (and keep none), rather than keep it to show later. */
  live?: boolean;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  /** Holds the process ids of the commands while they run (the scale benchmark samples their memory). */
  running?: Set<number>;
}

/** Runs a step's commands in turn, stopping at the first that fails. */
export async function runStep(
  step: BuildStep,
  { live = false, cwd, env, running }: RunOptions = {},
): Promise<StepOutcome> {
  const started = performance.now();
  let output = '';
  const outcome = (ok: boolean) => ({ ok, output, seconds: (performance.now() - started) / 1000 });
  for (const [command, ...rest] of step.commands) {
    const child = spawn(command!, rest, { cwd, env, stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    if (child.pid) running?.add(child.pid);
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (child.pid) running?.delete(child.pid);
    if (code !== 0) return outcome(false);
  }
  return outcome(true);
}
