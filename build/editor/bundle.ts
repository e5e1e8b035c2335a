import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { EDITOR_ASSETS } from '@/lib/editor-assets';

/**
 * The modules of the site that read content/ with Node's fs as a page renders, and what the
 * editor's bundle has in their place: the same functions over out/admin/preview-data.json. One line
 * per module, each with why; a module missing here fails the bundle on `node:fs`.
 */
const BROWSER_MODULES: Record<string, string> = {
  // Every page's content (getContent, getSite's facts, findEntry, getPicture…): loaded from content/ and public/.
  '@/lib/content': 'editor/preview/site-content.ts',
};

const exactly = (names: string[]) => new RegExp(`^(${names.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})$`);

/** Puts BROWSER_MODULES in place, by the import path the site's code uses. */
const browserModules = (root: string): esbuild.Plugin => ({
  name: 'browser-modules',
  setup(build) {
    build.onResolve({ filter: exactly(Object.keys(BROWSER_MODULES)) }, ({ path: name }) => ({
      path: path.join(root, BROWSER_MODULES[name]!),
    }));
  },
});

/** What the libraries name but the preview never runs, left out: only the bundle's size changes. */
const smaller: esbuild.Plugin = {
  name: 'smaller',
  setup(build) {
    // acorn-jsx requires acorn only when not handed one, and the MDX compiler hands it the ESM acorn it
    // imports itself: the CommonJS copy would be a second acorn (120 KB).
    build.onResolve({ filter: /^acorn$/ }, async ({ kind, resolveDir }) =>
      kind === 'require-call' ? build.resolve('acorn', { kind: 'import-statement', resolveDir }) : undefined,
    );
    // zod's messages in 48 languages (280 KB): the schemas say their own, in English, and nothing reads z.locales.
    build.onResolve({ filter: /^\.\.\/locales\/index\.js$/ }, ({ importer }) =>
      importer.includes(`${path.sep}zod${path.sep}`)
        ? { path: path.join(path.dirname(importer), '../locales/en.js') }
        : undefined,
    );
  },
};

export interface EditorBundle {
  /** The entry's file name in the folder, with a hash of its content: kept by browsers until it changes. */
  file: string;
  /** The entry's size: what /admin runs before an entry opens. */
  bytes: number;
  /** Every file written, the entry first: the parts it imports when an entry first opens, `editor-chunk-<hash>.js`. */
  files: string[];
  /** The content check's worker (editor/check/check-worker.ts), a file beside it named the same way. */
  worker: { file: string; bytes: number };
  /** The files copied beside them (lib/editor-assets.ts), fetched only when first needed, and their sizes. */
  assets: Record<string, number>;
}

/** Where each of EDITOR_ASSETS comes from, in node_modules. */
const ASSET_SOURCES: Record<keyof typeof EDITOR_ASSETS, string> = {
  aff: 'dictionary-en-gb/index.aff',
  dic: 'dictionary-en-gb/index.dic',
  // The font lib/og-render.ts draws the build's share cards in.
  font: 'geist/dist/fonts/geist-sans/Geist-Regular.ttf',
  // satori/standalone's layout engine, which its default entry carries inlined as base64 (a third larger).
  layout: 'satori/layout.wasm',
};

function copyAssets(root: string, folder: string): Record<string, number> {
  return Object.fromEntries(
    Object.entries(ASSET_SOURCES).map(([name, source]) => {
      const file = EDITOR_ASSETS[name as keyof typeof EDITOR_ASSETS];
      fs.copyFileSync(path.join(root, 'node_modules', source), path.join(folder, file));
      return [file, fs.statSync(path.join(folder, file)).size];
    }),
  );
}

const common = (root: string, folder: string): esbuild.BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  outdir: folder,
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  // EDITING.md, for the block menu's names and one line on each (editor/blocks/catalogue.ts).
  loader: { '.md': 'text' },
  plugins: [browserModules(root), smaller],
  metafile: true,
  logLevel: 'silent',
});

/** The site's code reads its settings from the environment only at build time (lib/site.ts): here, none. */
const environment = { 'process.env.NODE_ENV': '"production"', 'process.env': '{}' };

const written = (result: esbuild.BuildResult<{ metafile: true }>) => {
  const [file, output] = Object.entries(result.metafile.outputs)[0]!;
  return { file: path.basename(file), bytes: output.bytes };
};

/**
 * editor/index.ts and everything it imports (the preview's MDX compiler, the site's React and
 * components) as minified ES modules for /admin, beside Decap's: the entry `editor-<hash>.js` in
 * `folder`, which registers the Text box and the previews, and the chunks it imports when an entry
 * first opens (editor/load-entry-parts.ts), so the login and the collection list wait for none of them;
 * and beside them the worker that runs the content check as staff type, `check-worker-<hash>.js`,
 * whose name the editor's script is built with.
 */
export async function bundleEditor(root: string, folder: string): Promise<EditorBundle> {
  const worker = written(
    await esbuild.build({
      ...common(root, folder),
      entryPoints: ['editor/check/check-worker.ts'],
      entryNames: 'check-worker-[hash]',
      format: 'iife',
      // A worker has no document: packages that use one in a browser (the MDX parser's decoding of
      // &entities;) have a build for workers.
      conditions: ['worker'],
      define: environment,
    }),
  );
  const result = await esbuild.build({
    ...common(root, folder),
    entryPoints: ['editor/index.ts'],
    entryNames: 'editor-[hash]',
    chunkNames: 'editor-chunk-[hash]',
    format: 'esm',
    splitting: true,
    jsx: 'automatic',
    define: { ...environment, 'process.env.EDITOR_CHECK_WORKER': JSON.stringify(worker.file) },
  });
  const outputs = Object.entries(result.metafile!.outputs);
  const [file, output] = outputs.find(([, entry]) => entry.entryPoint)!;
  const files = outputs.map(([name]) => path.basename(name)).filter((name) => name !== path.basename(file));
  const assets = copyAssets(root, folder);
  return { file: path.basename(file), bytes: output.bytes, files: [path.basename(file), ...files], worker, assets };
}
