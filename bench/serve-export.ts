/**
 * Building the site and serving an export on loopback for a benchmark, with the same server and
 * headers as `npm run serve` (scripts/serve.mjs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './util';

/** A busy machine can take half a minute to start the server (wrangler, then its runtime). */
const START_TIMEOUT_MS = 120_000;

/** Runs `npm run build`; ends the benchmark with its status when it fails. */
export function buildSite(): void {
  console.log('Building the site (npm run build)…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** The paths of the export's sitemap.xml. */
export function sitemapRoutes(dir: string): string[] {
  const xml = fs.readFileSync(path.join(dir, 'sitemap.xml'), 'utf8');
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}

async function answers(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/`)).ok;
  } catch {
    return false;
  }
}

export interface ServedExport {
  origin: string;
  stop(): void;
}

/**
 * Serves the export in `dir` on 127.0.0.1:`port` and resolves once it answers. The server is
 * stopped on the way out, even after a crash. A port that already answers is refused: the
 * benchmark would measure whatever that other server serves, until it stops.
 */
export async function serveExport(dir: string, port: string): Promise<ServedExport> {
  const origin = `http://127.0.0.1:${port}`;
  if (await answers(origin))
    throw new Error(`Something already answers on ${origin}: stop it, or choose another port with --port.`);
  const server: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts', 'serve.mjs')], {
    cwd: root,
    env: { ...process.env, PORT: port, HOST: '127.0.0.1', SERVE_DIR: dir },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
  };
  process.on('exit', stop);
  const started = Date.now();
  while (Date.now() - started < START_TIMEOUT_MS) {
    if (server.exitCode !== null) throw new Error(`The server of ${dir} stopped (status ${server.exitCode}).`);
    if (await answers(origin)) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`The site did not come up on ${origin}.`);
}
