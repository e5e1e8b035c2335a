// Serves the static export in out/ as a host would: clean URLs (/about → about.html), the 404 page
// with status 404 for unknown paths, and the headers of out/_headers (written by the build), which
// Netlify and Cloudflare Pages read too. PORT overrides the default 3000.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
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

/** Reads the _headers file into path → headers. */
function readHeadersFile(file) {
  const rules = new Map();
  let current;
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      current = {};
      rules.set(line.trim(), current);
    } else if (current) {
      const at = line.indexOf(':');
      current[line.slice(0, at).trim()] = line.slice(at + 1).trim();
    }
  }
  return rules;
}

/** A `_headers` path pattern as serve's glob: `/*` every file, `/x/*` everything under /x, `/about` its page. */
function servePattern(pattern) {
  if (pattern === '/*') return '**';
  if (pattern.endsWith('/*')) return `${pattern.slice(0, -2)}/**`;
  return pattern === '/' ? '/index.html' : `${pattern}.html`;
}

/**
 * serve matches header rules against the file it sends, and a later rule replaces a header where
 * hosts combine them: so each narrower rule carries the combined value a host would send.
 */
function serveHeaderRules(rules) {
  const everywhere = rules.get('/*') ?? {};
  const narrower = [...rules].filter(([pattern]) => pattern !== '/*');
  return [
    { source: '**', headers: Object.entries(everywhere).map(([key, value]) => ({ key, value })) },
    ...narrower.map(([pattern, headers]) => ({
      source: servePattern(pattern),
      headers: Object.entries(headers).map(([key, value]) => ({
        key,
        value: everywhere[key] ? `${everywhere[key]}, ${value}` : value,
      })),
    })),
  ];
}

const headersFile = path.join(folder, '_headers');
if (!existsSync(headersFile)) console.warn(`No ${path.relative(root, headersFile)}: serving without security headers.`);
const config = {
  cleanUrls: true,
  trailingSlash: false,
  directoryListing: false,
  headers: existsSync(headersFile) ? serveHeaderRules(readHeadersFile(headersFile)) : [],
};
const configFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'serve-')), 'serve.json');
writeFileSync(configFile, JSON.stringify(config));

const server = spawn(
  path.join(root, 'node_modules', '.bin', 'serve'),
  [folder, '--config', configFile, '--listen', `tcp://${host}:${port}`, '--no-clipboard', '--no-port-switching'],
  { cwd: root, stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
