import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * Which source file each client module id of a build stands for, read from the client reference
 * manifests Next writes beside each page's server code (`.next/server/app/…_client-reference-manifest.js`).
 * Keys are project-relative paths: `components/forms/embedded-form.island.tsx`,
 * `node_modules/next/dist/client/app-dir/link.js`.
 */
export function readClientModules(nextDir: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of manifestFiles(path.join(nextDir, 'server', 'app'))) {
    const context: { __RSC_MANIFEST?: Record<string, { clientModules?: Record<string, { id: string | number }> }> } =
      {};
    vm.runInNewContext(fs.readFileSync(file, 'utf8'), context);
    for (const manifest of Object.values(context.__RSC_MANIFEST ?? {})) {
      for (const [key, { id }] of Object.entries(manifest.clientModules ?? {})) {
        // `[project]/components/x.tsx <module evaluation>` is the same module as `[project]/components/x.tsx`.
        const file = key.replace(/^\[project\]\//, '').replace(/ <[^>]+>$/, '');
        if (!modules.has(String(id))) modules.set(String(id), file);
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
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}
