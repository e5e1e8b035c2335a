import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'esbuild';
import { FormatChangedError } from './format-error';

/**
 * React as plain modules for the islands' bundle. React ships CommonJS only; bundled as it is, each
 * of its files becomes one function that runs when first required, and a browser compiles such a
 * function on the main thread at that moment: all 200 KB of react-dom's client at once, as the page
 * starts. Written as a module instead, its code is compiled while it downloads (off the main thread),
 * and only the functions React calls are compiled as it runs them. Same code, same production build.
 */

/**
 * React's production files: the file of each entry point the islands can reach, its package and
 * the file in it, as React lays them out (`cjs/`).
 */
const PRODUCTION_FILES: Record<string, [pkg: string, file: string]> = {
  react: ['react', 'cjs/react.production.js'],
  'react/jsx-runtime': ['react', 'cjs/react-jsx-runtime.production.js'],
  'react-dom': ['react-dom', 'cjs/react-dom.production.js'],
  'react-dom/client': ['react-dom', 'cjs/react-dom-client.production.js'],
  scheduler: ['scheduler', 'cjs/scheduler.production.js'],
};

const NAMESPACE = 'react-module';
const REQUIRE = /\brequire\("([^"]+)"\)/g;

/** One production file as a module: its `require`s as imports, its `exports.x` as named exports. */
export function asModule(source: string, exportNames: readonly string[], file: string): string {
  const imports = new Map<string, string>();
  const body = source.replace(REQUIRE, (_, specifier: string) => {
    if (!(specifier in PRODUCTION_FILES))
      throw new Error(`${file} requires "${specifier}", which the islands' bundle does not know how to load.`);
    if (!imports.has(specifier)) imports.set(specifier, `__required${imports.size}`);
    return imports.get(specifier)!;
  });
  if (/\bmodule\.exports\b/.test(body)) throw new Error(`${file} sets module.exports: it cannot be read as a module.`);
  const header = [...imports].map(([specifier, name]) => `import * as ${name} from ${JSON.stringify(specifier)};`);
  return [
    ...header,
    'var exports = {};',
    body,
    // Under names of their own: the file's code declares some of the same names (Children, Component).
    ...exportNames.map((name, index) => `var __exported${index} = exports.${name};`),
    `export { ${exportNames.map((name, index) => `__exported${index} as ${name}`).join(', ')} };`,
  ].join('\n');
}

export function reactModules(root: string): Plugin {
  const require = createRequire(path.join(root, 'package.json'));
  const filter = new RegExp(`^(${Object.keys(PRODUCTION_FILES).join('|')})$`);
  return {
    name: 'react-modules',
    setup(build) {
      // The files are not among the packages' exports: found beside each package's main file.
      const file = (specifier: string) => {
        const [pkg, inPackage] = PRODUCTION_FILES[specifier]!;
        const found = path.join(path.dirname(require.resolve(pkg)), inPackage);
        if (!fs.existsSync(found))
          throw new FormatChangedError("React's production files", `${pkg} has no ${inPackage} beside its main file`);
        return found;
      };
      build.onResolve({ filter }, (args) => ({ path: file(args.path), namespace: NAMESPACE }));
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const names = Object.keys(require(args.path) as object);
        return {
          contents: asModule(fs.readFileSync(args.path, 'utf8'), names, args.path),
          loader: 'js',
          resolveDir: path.dirname(args.path),
        };
      });
    },
  };
}
