// Serves the static export in out/ with Cloudflare's own runtime (`wrangler pages dev`), exactly as
// Cloudflare Pages serves it in production: clean URLs (/about is about.html; /about/ and /about.html
// redirect to /about), the 404 page with status 404 for unknown paths, and the headers of
// out/_headers (written by the build). PORT (default 3000), HOST (default 127.0.0.1) and SERVE_DIR
// (default out; the tests serve a second export from another folder) change what it serves; arguments
// after the script go to wrangler.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
const folder = path.resolve(root, process.env.SERVE_DIR || 'out');

if (!existsSync(path.join(folder, 'index.html'))) {
  console.error(
    `There is no built site in ${path.relative(root, folder)}/. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}
if (!existsSync(path.join(folder, '_headers')))
  console.warn(`No ${path.relative(root, folder)}/_headers: serving without the site's headers.`);

// Each server its own (unused) storage, so several can run at once; removed when the server stops.
const storage = mkdtempSync(path.join(os.tmpdir(), 'pages-dev-'));

const server = spawn(
  path.join(root, 'node_modules', '.bin', 'wrangler'),
  [
    'pages',
    'dev',
    folder,
    '--ip',
    host,
    '--port',
    port,
    '--persist-to',
    storage,
    '--live-reload=false',
    // Anything given after the script, like the login test's `--binding NAME=value`.
    ...process.argv.slice(2),
  ],
  {
    cwd: root,
    stdio: 'inherit',
    // The compatibility date and project come from wrangler.toml. No usage figures are sent anywhere.
    // No debugger for the Worker (a patch to wrangler, patches/): a static site has no Worker code to
    // debug, and the debugger cost about 15 ms of wrangler's time for each request and kept every
    // message it saw, so a long run grew workerd past 600 MB (docs/testing.md).
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_INSPECTOR: 'false' },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => {
  rmSync(storage, { recursive: true, force: true });
  process.exit(code ?? 0);
});
