import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { freePort } from '../support/loopback';

/**
 * A local editor's server for the editor's browser tests (editor.spec.ts): `decap-server` in git mode
 * on a repository of its own, made from a copy of content/ and public/images/. Each test worker has its
 * own, on a free port; what /admin sends to the port Decap's `local_backend` asks (8081) is passed to
 * it (forwardEditor), so the site's config and policy are tested as they ship. Nothing reaches the
 * network, and the project's own repository is never touched.
 */
export const LOCAL_BACKEND = 'http://localhost:8081';

export interface EditorBackend {
  repo: string;
  port: number;
  git(...args: string[]): string;
  stop(): Promise<void>;
}

/** Sends what the page's editor asks of the local editor's server to this worker's own. */
export async function forwardEditor(page: Page, backend: EditorBackend) {
  await page.route(`${LOCAL_BACKEND}/**`, async (route) => {
    const url = new URL(route.request().url());
    url.port = String(backend.port);
    // A connection of its own for each call: decap-server closes an idle kept-alive connection after
    // 5 s, and a call sent on it as it closes fails with ECONNRESET (seen once, a job's save).
    const headers = { ...route.request().headers(), connection: 'close' };
    await route.fulfill({ response: await route.fetch({ url: url.toString(), headers }) });
  });
}

export async function startEditorBackend(): Promise<EditorBackend> {
  const port = await freePort();
  const repo = mkdtempSync(path.join(os.tmpdir(), 'editor-repo-'));
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: repo,
      encoding: 'utf8',
    });
  // The project's own content and photos, as git knows them: the preview server adds fixture pages to
  // content/ while the browser tests run (scripts/preview-fixture.mjs), and those are left out.
  const tracked = execFileSync('git', ['ls-files', '-z', 'content', 'public/images'], { encoding: 'utf8' });
  for (const file of tracked.split('\0').filter(Boolean)) {
    mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    cpSync(file, path.join(repo, file));
  }
  mkdirSync(path.join(repo, 'public', 'images'), { recursive: true });
  git('init', '--quiet', '-b', 'main');
  // decap-server commits with the repository's own settings: a machine may have no name set for git.
  git('config', 'user.name', 'Site editor test');
  git('config', 'user.email', 'editor-test@example.com');
  git('add', '-A');
  git('commit', '--quiet', '-m', 'The site as it is');

  const server: ChildProcess = spawn(path.resolve('node_modules/.bin/decap-server'), [], {
    env: { ...process.env, MODE: 'git', GIT_REPO_DIRECTORY: repo, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`decap-server did not start:\n${output}`)), 30_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port/.test(output)) {
        clearTimeout(timer);
        resolve();
      }
    };
    server.stdout!.on('data', read);
    server.stderr!.on('data', read);
    server.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`decap-server stopped (${code}); is port ${port} in use?\n${output}`));
    });
  });
  return {
    repo,
    port,
    git,
    stop: async () => {
      server.removeAllListeners('exit');
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
      rmSync(repo, { recursive: true, force: true });
    },
  };
}
