/** Helpers shared by the benchmarks. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The project's root folder. */
export const root = path.resolve(import.meta.dirname, '..');

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table whose columns line up in a terminal as well. */
export function markdownTable(header: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length), 3));
  const pad = (cell: string, column: number) =>
    align[column] === 'r' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

/** The machine, as the results name it: cores, processor, memory and Node. */
export function machine(): string {
  return `${os.cpus().length} cores (${os.cpus()[0]?.model.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** The 1-minute load average now. */
export const loadNow = (): number => os.loadavg()[0]!;

/** Over this 1-minute load average, another process had a core to itself for a minute. */
export const BUSY_LOAD = 1;

/** The load average around a run, and the warning its results carry when the machine was busy before it. */
export interface LoadAverage {
  before: number;
  after: number;
  warning?: string;
}

const busyWarning = (before: number) =>
  `Warning: the machine was busy before the run (load average ${before.toFixed(1)}, over ${BUSY_LOAD}): these timings are the machine's, not the site's. Take them again on a quiet machine.`;

/** The load average as a run starts, printed, with the warning when the machine is busy. */
export function loadAtStart(): number {
  const before = loadNow();
  console.log(`Load average ${before.toFixed(1)} before the run.`);
  if (before > BUSY_LOAD) console.warn(busyWarning(before));
  return before;
}

/** The load average around the run that started at `before`, for its results. */
export function loadAround(before: number): LoadAverage {
  const after = loadNow();
  return before > BUSY_LOAD ? { before, after, warning: busyWarning(before) } : { before, after };
}

/** Whole minutes and tenths since `started` (a `Date.now()`). */
export const minutesSince = (started: number): number => Number(((Date.now() - started) / 60_000).toFixed(1));

/** The results' line on the load average around the measurement, with its warning when the machine was busy. */
export const loadLine = ({ before, after, warning }: LoadAverage): string =>
  `Load average ${before.toFixed(1)} before, ${after.toFixed(1)} after: timings on a shared 2-core machine are noisy.${warning ? `\n\n**${warning}**` : ''}`;

/** What a browser benchmark's results say of their run: when, on what machine and Chromium, which export, how long, the load. */
export function browserRun(out: string, chromium: string, started: number, loadBefore: number) {
  return {
    date: new Date().toISOString(),
    export: path.relative(root, out) || '.',
    machine: machine(),
    chromium,
    minutes: minutesSince(started),
    loadAverage: loadAround(loadBefore),
  };
}

/** The first lines of a browser benchmark's Markdown: the run, then the load around it. */
export const browserRunLines = (run: ReturnType<typeof browserRun>): string[] => [
  `Measured ${run.date.slice(0, 10)} on ${run.machine}; ${run.chromium}; export ${run.export}/.`,
  loadLine(run.loadAverage),
];

/** Writes `<dir>/<name>.json` and `.md`, and prints the Markdown. */
export function writeResults(dir: string, name: string, json: object, markdown: string, minutes: number): void {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(json, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), `${markdown}\n`);
  console.log(`\n${markdown}\n`);
  console.log(`Wrote ${path.relative(root, dir) || '.'}/${name}.json and ${name}.md (${minutes} min).`);
}
