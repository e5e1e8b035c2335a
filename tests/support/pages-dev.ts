import { spawn } from 'node:child_process';
import { freePort } from './loopback';

export interface PagesDev {
  url: string;
  stop(): Promise<void>;
}

/**
 * A folder served as the README's first command serves out/: `wrangler pages dev` started by
 * scripts/serve.mjs from the project's folder (so the login Functions in `functions/` run too), on a
 * free port, with `args` passed on to wrangler (such as `--binding NAME=value`).
 */
export async function servePages(folder: string, args: string[] = []): Promise<PagesDev> {
  const port = await freePort();
  const server = spawn(process.execPath, ['scripts/serve.mjs', ...args], {
    env: { ...process.env, PORT: String(port), SERVE_DIR: folder },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  server.stdout.on('data', (chunk) => (output += String(chunk)));
  server.stderr.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // wrangler stops its runtime (workerd) when told to; killed outright it could leave it running.
    server.kill('SIGTERM');
    const timer = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  for (const started = Date.now(); Date.now() - started < 60_000;) {
    if (server.exitCode !== null) break;
    const ready = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stop();
  throw new Error(`wrangler pages dev did not start:\n${output}`);
}
