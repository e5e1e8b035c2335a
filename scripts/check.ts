/**
 * `npm run check`, which `npm test` runs once Chromium is found: the static checks side by side
 * (each is one process on one core, so together they cost the time of the longest), then the unit
 * tests, the two test builds and the browser tests, which use every core themselves. Stops at the
 * first stage that fails, with every failure of that stage shown.
 */
import { runStages, type BuildStep } from './build-steps';

const npm = (script: string): BuildStep => ({
  name: `npm run ${script}`,
  commands: [['npm', 'run', '--silent', script]],
  failure: `✖ npm run ${script} failed (see above); the checks after it were not run.`,
});

const passed = await runStages([
  [npm('typecheck'), npm('lint'), npm('format:check'), npm('content:check')],
  [npm('test:unit')],
  [npm('build:test')],
  [npm('test:e2e')],
]);
if (!passed) process.exit(1);
