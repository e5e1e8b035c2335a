// Serves the static export in out/ as a host would: clean URLs (/about → about.html) and the
// 404 page with status 404 for unknown paths. PORT overrides the default 3000.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const port = process.env.PORT || '3000';
const host = process.env.HOST || '127.0.0.1';
// The tests serve a second export (built with hosted forms configured) from another folder.
const folder = path.resolve(root, process.env.SERVE_DIR || 'out');

if (!existsSync(path.join(folder, 'index.html'))) {
  console.error(
    `There is no built site in ${path.relative(root, folder)}/. Run \`npm run build\` first (or \`npm start\`, which builds and serves).`,
  );
  process.exit(1);
}

const server = spawn(
  path.join(root, 'node_modules', '.bin', 'serve'),
  [
    folder,
    '--config',
    path.join(root, 'serve.json'),
    '--listen',
    `tcp://${host}:${port}`,
    '--no-clipboard',
    '--no-port-switching',
  ],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
