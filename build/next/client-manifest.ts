import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { FormatChangedError } from './format-error';

/**
 * The client reference manifests: which source file each client module id of a build stands for.
 * Next writes one beside each page's server code (`.next/server/app/…_client-reference-manifest.js`),
 * a script that sets `globalThis.__RSC_MANIFEST[page].clientModules`, keyed by Turbopack's names:
 * `[project]/<path from Turbopack's root>`, with ` <module evaluation>` after a module's second entry.
 * The root and the app's folder are in `.next/required-server-files.json`.
 */

const FORMAT = 'client reference manifest';
const SUFFIX = '_client-reference-manifest.js';

interface Manifest {
  clientModules?: Record<string, { id?: string | number }>;
}

/** Turbopack's root (what `[project]` stands for) and the app's folder, as the build recorded them. */
function buildRoots(nextDir: string): { root: string; appDir: string } {
  const file = path.join(nextDir, 'required-server-files.json');
  if (!fs.existsSync(file)) throw new FormatChangedError(FORMAT, `${file} is missing`);
  const { appDir, config } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    appDir?: string;
    config?: { turbopack?: { root?: string }; outputFileTracingRoot?: string };
  };
  const root = config?.turbopack?.root ?? config?.outputFileTracingRoot;
  if (!appDir || !root) throw new FormatChangedError(FORMAT, `${file} names no appDir or Turbopack root`);
  return { root, appDir };
}

/**
 * Each client module id of the build, with its file relative to the app's folder:
 * `components/forms/embedded-form.island.tsx`, `node_modules/next/dist/client/app-dir/link.js`.
 */
export function readClientModules(nextDir: string): Map<string, string> {
  const { root, appDir } = buildRoots(nextDir);
  const files = manifestFiles(path.join(nextDir, 'server', 'app'));
  if (files.length === 0) throw new FormatChangedError(FORMAT, `no *${SUFFIX} under ${nextDir}/server/app`);
  const modules = new Map<string, string>();
  for (const file of files) {
    const context: { __RSC_MANIFEST?: Record<string, Manifest> } = {};
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
    const manifests = Object.values(context.__RSC_MANIFEST ?? {});
    if (manifests.length === 0) throw new FormatChangedError(FORMAT, `${file} sets no globalThis.__RSC_MANIFEST`);
    for (const manifest of manifests) {
      for (const [key, entry] of Object.entries(manifest.clientModules ?? {})) {
        const name = /^\[project\]\/(.+?)(?: <[^>]+>)?$/.exec(key)?.[1];
        if (!name || (typeof entry.id !== 'string' && typeof entry.id !== 'number'))
          throw new FormatChangedError(FORMAT, `${file} has the entry ${JSON.stringify(key)}`);
        const id = String(entry.id);
        if (!modules.has(id))
          modules.set(id, path.relative(appDir, path.resolve(root, name)).split(path.sep).join('/'));
      }
    }
  }
  return modules;
}

function manifestFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestFiles(full);
    return entry.name.endsWith(SUFFIX) ? [full] : [];
  });
}
