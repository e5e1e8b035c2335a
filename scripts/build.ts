/**
 * `npm run build`: the content check and the type check side by side, then the static export to
 * out/ and the steps that finish it (scripts/build-steps.ts). Stops at the first stage that fails,
 * with every problem of that stage listed.
 *
 *   tsx scripts/build.ts --no-checks   the export only, for the test builds that `npm test` makes
 *                                      after it has run both checks itself
 */
import { parseArgs } from 'node:util';
import { buildStages, exportStages, runStages } from './build-steps';

const { values: args } = parseArgs({ options: { 'no-checks': { type: 'boolean', default: false } } });

if (!(await runStages(args['no-checks'] ? exportStages : buildStages))) process.exit(1);
