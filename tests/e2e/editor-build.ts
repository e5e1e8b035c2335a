import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { servePages, type PagesDev } from '../support/pages-dev';
import { makeCopy } from '../support/project-copy';
import type { EditorBackend } from './editor-backend';

/**
 * The site as it would be published once the editor's pull requests are merged: the given branches of
 * the local editor's repository merged in a worktree, its content/ and public/images/ put into a copy of
 * the project (tests/support/project-copy.ts), built there as `npm run build` builds after its checks,
 * and served as the site is. The build starts from the cache the test builds left (`.next/cache`: the
 * compiler's work, share cards, photos' copies), as the second of them does, so it costs a warm
 * build's time rather than a cold one's (tests/e2e/rebuild.spec.ts proves such a build carries its own
 * content). The project's own folders are never touched.
 */
export async function buildMerged(
  backend: EditorBackend,
  branches: string[],
  work: string,
): Promise<PagesDev & { tree: string }> {
  const tree = path.join(work, 'merged');
  backend.git('worktree', 'add', '--quiet', '-b', 'merged', tree, 'main');
  for (const branch of branches) backend.git('-C', tree, 'merge', '--quiet', '--no-edit', branch);

  const project = path.join(work, 'project');
  makeCopy(project);
  if (fs.existsSync('.next/cache')) fs.cpSync('.next/cache', path.join(project, '.next', 'cache'), { recursive: true });
  for (const folder of ['content', path.join('public', 'images')]) {
    fs.rmSync(path.join(project, folder), { recursive: true, force: true });
    if (fs.existsSync(path.join(tree, folder)))
      fs.cpSync(path.join(tree, folder), path.join(project, folder), { recursive: true });
  }
  let output = '';
  const build = spawn(
    process.execPath,
    [path.resolve('node_modules/tsx/dist/cli.mjs'), 'scripts/build.ts', '--no-checks'],
    {
      cwd: project,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  build.stdout.on('data', (chunk) => (output += String(chunk)));
  build.stderr.on('data', (chunk) => (output += String(chunk)));
  const code = await new Promise<number | null>((resolve) => build.once('exit', resolve));
  if (code !== 0) throw new Error(`The build of the merged branches failed (${code}):\n${output}`);
  const server = await servePages(path.join(project, 'out'));
  return { ...server, tree };
}
