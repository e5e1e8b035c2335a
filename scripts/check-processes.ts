/**
 * The processes one run of `npm run check` starts, found by a mark in their environment that each
 * inherits (wrangler's workerd, `next dev`, the local editors, Chromium), even once the process that
 * started one has gone: the servers' peak memory is read while they run, and whatever is still
 * running when the check ends, passes, fails or is stopped, is stopped with it.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';

const MARK = 'CHECK_RUN';

/** The servers the browser tests start, by what their command line says. */
const SERVERS: [RegExp, string][] = [
  [/\bworkerd\b/, 'workerd (wrangler pages dev)'],
  [/wrangler.*\bpages\b.*\bdev\b/, 'wrangler pages dev'],
  [/next-server|\bnext\b.*\bdev\b/, 'next dev (the preview)'],
  [/decap-server/, 'decap-server (a local editor)'],
];

export interface ServerPeak {
  pid: number;
  server: string;
  /** What it serves, where its command line says (a folder or a port). */
  detail: string;
  peakMb: number;
}

const read = (pid: string, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return '';
  }
};

const commandOf = (pid: string) => read(pid, 'cmdline').split('\0').join(' ').trim();

export function startRun() {
  const id = randomUUID();
  const env = { ...process.env, [MARK]: id };
  const peaks = new Map<number, ServerPeak>();

  const ours = (pid: string) => read(pid, 'environ').split('\0').includes(`${MARK}=${id}`);

  /** This run's processes but this one: their ids and command lines. */
  const processes = () =>
    readdirSync('/proc')
      .filter((pid) => /^\d+$/.test(pid) && Number(pid) !== process.pid && ours(pid))
      .map((pid) => ({ pid: Number(pid), command: commandOf(pid) }));

  const sample = () => {
    for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      const command = commandOf(pid);
      const server = SERVERS.find(([pattern]) => pattern.test(command))?.[1];
      if (!server || !ours(pid)) continue;
      // VmHWM: the most memory the process has held at once, so far.
      const peakKb = Number(/VmHWM:\s+(\d+)/.exec(read(pid, 'status'))?.[1] ?? 0);
      const detail = /(?:pages dev |--port )(\S+)/.exec(command)?.[1] ?? parentDetail(pid);
      const before = peaks.get(Number(pid))?.peakMb ?? 0;
      peaks.set(Number(pid), { pid: Number(pid), server, detail, peakMb: Math.max(before, peakKb / 1024) });
    }
  };
  const sampler = setInterval(sample, 500);

  /** Stops every process of the run still running: asked first, then made to. */
  const stopAll = async () => {
    clearInterval(sampler);
    sample();
    const left = processes();
    for (const { pid } of left) signal(pid, 'SIGTERM');
    for (let waited = 0; waited < 5_000 && processes().length > 0; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const { pid } of processes()) signal(pid, 'SIGKILL');
    return left;
  };

  return { env, stopAll, peaks: () => [...peaks.values()].sort((a, b) => b.peakMb - a.peakMb) };
}

/** What a server's parent serves (workerd's wrangler's folder), from its command line. */
function parentDetail(pid: string): string {
  const parent = /\) \S+ (\d+)/.exec(read(pid, 'stat'))?.[1];
  const command = parent ? commandOf(parent) : '';
  return /pages dev (\S+)/.exec(command)?.[1] ?? '';
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
}
