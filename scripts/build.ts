/**
 * `npm run build`: the content check and the type check side by side, then the static export to
 * out/ and the steps that finish it (scripts/build-steps.ts). Stops at the first stage that fails,
 * with every problem of that stage listed.
 *
 *   tsx scripts/build.ts --no-checks   the export only, for the test builds that `npm test` makes
 *                                      after it has run both checks itself
 */
import { parseArgs } from 'node:util';
import { buildStages, exportStages, runStep } from './build-steps';

const { values: args } = parseArgs({ options: { 'no-checks': { type: 'boolean', default: false } } });

for (const stage of args['no-checks'] ? exportStages : buildStages) {
  const live = stage.length === 1;
  const outcomes = await Promise.all(stage.map((step) => runStep(step, { live })));
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
