/**
 * `npm run check` (what `npm test` runs once Chromium is found): the project's checks in turn, stopping
 * at the first that fails. At the end, passed or failed, it prints where the time
 * went (each step, and the ten slowest browser spec files), and each test server's peak memory; and it
 * stops whatever the run started that is still running, as it does when the run is stopped.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { runStep } from './build-steps';
import { E2E_REPORT } from '@/tests/support/e2e-report';
import { startRun, type ServerPeak } from './check-processes';

/** The most memory a test server may hold. */
const SERVER_MB = 500;

// One after another: side by side on two cores, the first four took longer than in turn (61 s to 53 s).
const steps = ['typecheck', 'lint', 'format:check', 'test:unit', 'content:check', 'build:test', 'test:e2e'];

const run = startRun();
const times: [string, number, boolean][] = [];
const started = performance.now();

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    console.error(`\nStopped (${signal}): stopping what the check started.`);
    void finish(false).then(() => process.exit(130));
  });

let passed = true;
for (const script of steps) {
  const { ok, seconds } = await runStep(
    { name: script, commands: [['npm', 'run', '--silent', script]] },
    { live: true, env: run.env },
  );
  times.push([script, seconds, ok]);
  if (!ok) {
    passed = false;
    break;
  }
}
await finish(passed);
process.exit(passed ? 0 : 1);

async function finish(ok: boolean) {
  const left = await run.stopAll();
  const lines = [
    '',
    '── Where the time went ──',
    ...times.map(([name, seconds, stepOk]) => row(name, seconds, stepOk)),
  ];
  lines.push(row('all', (performance.now() - started) / 1000, ok));
  lines.push('', ...slowestSpecs(10));
  lines.push('', ...serverLines(run.peaks()));
  const stragglers = left.filter(({ command }) => command);
  if (stragglers.length > 0)
    lines.push(
      `Still running when the check ended, now stopped: ${stragglers.map(({ command }) => command.slice(0, 60)).join('; ')}`,
    );
  console.log(lines.join('\n'));
}

function row(name: string, seconds: number, ok: boolean) {
  return `${ok ? '✔' : '✖'} ${name.padEnd(14)} ${formatTime(seconds).padStart(8)}`;
}

function formatTime(seconds: number) {
  return seconds < 60 ? `${seconds.toFixed(1)} s` : `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`;
}

interface JsonSuite {
  file: string;
  specs?: { tests: { results: { duration: number }[] }[] }[];
  suites?: JsonSuite[];
}

/** The spec files that took longest, their tests' times added up across workers and projects. */
function slowestSpecs(count: number): string[] {
  if (!existsSync(E2E_REPORT)) return ['(No browser test report: the browser tests did not run.)'];
  const report = JSON.parse(readFileSync(E2E_REPORT, 'utf8')) as { suites: JsonSuite[] };
  const totals = new Map<string, { seconds: number; tests: number }>();
  const add = (suite: JsonSuite) => {
    const total = totals.get(suite.file) ?? { seconds: 0, tests: 0 };
    for (const test of (suite.specs ?? []).flatMap((spec) => spec.tests)) {
      total.tests += 1;
      total.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    }
    totals.set(suite.file, total);
    suite.suites?.forEach(add);
  };
  report.suites.forEach(add);
  return [
    `The ${count} slowest browser spec files (their tests' time, on two workers):`,
    ...[...totals]
      .sort(([, a], [, b]) => b.seconds - a.seconds)
      .slice(0, count)
      .map(([file, { seconds, tests }]) => `  ${formatTime(seconds).padStart(8)}  ${file} (${tests} tests)`),
  ];
}

function serverLines(all: ServerPeak[]): string[] {
  // The shells and launchers that only start a server hold a few MB: left out.
  const peaks = all.filter(({ peakMb }) => peakMb >= 20);
  if (peaks.length === 0) return ['(No test server ran.)'];
  return [
    `The test servers' peak memory (at most ${SERVER_MB} MB each; ${all.length - peaks.length} launchers under 20 MB left out):`,
    ...peaks.map(
      ({ server, detail, peakMb }) =>
        `  ${peakMb > SERVER_MB ? '✖' : '✔'} ${`${Math.round(peakMb)} MB`.padStart(7)}  ${server}${detail ? ` ${path.relative(process.cwd(), detail) || detail}` : ''}`,
    ),
  ];
}
