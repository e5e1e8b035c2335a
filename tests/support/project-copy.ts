import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
const root = path.resolve(import.meta.dirname, '..', '..');

const SKIP = new Set(['node_modules', '.next', 'out', '.git', 'bench', 'test-results', 'playwright-report']);

/**
 * A copy of the project in `work`, to build apart from it (`npm run bench:scale`, the editor's browser
 * tests): node_modules hard-linked rather than copied, which is quick, as Turbopack refuses a symlink
 * out of the project. No build output, cache or .tsbuildinfo: a build of the copy starts from nothing.
 */
export function makeCopy(work: string): void {
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  for (const entry of fs.readdirSync(root)) {
    if (SKIP.has(entry) || entry.startsWith('.out') || entry.endsWith('.tsbuildinfo')) continue;
    fs.cpSync(path.join(root, entry), path.join(work, entry), {
      recursive: true,
      filter: (source) => !source.includes(`${path.sep}.out-forms`),
    });
  }
  const linked = spawnSync('cp', ['-al', path.join(root, 'node_modules'), path.join(work, 'node_modules')]);
  if (linked.status !== 0)
    fs.cpSync(path.join(root, 'node_modules'), path.join(work, 'node_modules'), { recursive: true });
}
