/**
 * `npm run build`: the content check and the type check side by side, then the static export to
 * out/ and the steps that finish it (scripts/build-steps.ts). Stops at the first stage that fails,
 * with every problem of that stage listed.
 *
 *   tsx scripts/build.ts --no-checks   the export only, for the test builds that `npm test` makes
 *                                      after it has run both checks itself
 */
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';
import { buildStages, exportStages, type BuildStep } from './build-steps';

const { values: args } = parseArgs({ options: { 'no-checks': { type: 'boolean', default: false } } });

interface Outcome {
  ok: boolean;
  output: string;
  seconds: number;
}

/** Runs a step's commands in turn; shows their output as it comes, or keeps it to show later. */
async function run(step: BuildStep, live: boolean): Promise<Outcome> {
  const started = performance.now();
  let output = '';
  for (const [command, ...rest] of step.commands) {
    const child = spawn(command!, rest, { stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) return { ok: false, output, seconds: (performance.now() - started) / 1000 };
  }
  return { ok: true, output, seconds: (performance.now() - started) / 1000 };
}

for (const stage of args['no-checks'] ? exportStages : buildStages) {
  const live = stage.length === 1;
  const outcomes = await Promise.all(stage.map((step) => run(step, live)));
  let failed = false;
  stage.forEach((step, index) => {
    const { ok, output, seconds } = outcomes[index]!;
    if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    if (!live) console.log(`${ok ? '✔' : '✖'} ${step.name} (${seconds.toFixed(1)} s)\n`);
    if (!ok) {
      if (step.failure) console.error(`\n${step.failure}`);
      failed = true;
    }
  });
  if (failed) process.exit(1);
}
