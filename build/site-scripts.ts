import path from 'node:path';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import type { Island } from '@/build/decide-islands';
import { IMPORTS_ATTRIBUTE, ROOT_ATTRIBUTE, SCRIPT_ATTRIBUTE } from '@/components/islands/markup';
import { reactModules } from './next';

/**
 * The scripts every page gets from the build, whatever it renders: the site's own enhancement
 * script (browser/), and speculation rules, so a link is fetched as the visitor shows the intent
 * to follow it (hovering it, or starting to tap it) and the next page opens at once.
 */

export const ASSETS_DIR = 'assets';
const ENTRY = 'browser/index.ts';

// `/*` matches links to this site's own pages only: other websites' addresses are left alone.
export const speculationRules = {
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
} as const;

export interface EnhancementBundle {
  /** The entry's address, `/assets/enhance-….js`. */
  entry: string;
  /** The parts only some pages run, each as its chunk's address and the attribute that marks such a page. */
  parts: { address: string; marker: string }[];
  /** Every file written, entry first, as addresses; the polyfills load only where a browser lacks a feature. */
  files: string[];
}

/**
 * The parts of the site script that only some pages run (browser/index.ts imports each where
 * its attribute is on the page). Such a page preloads its parts, so they are fetched beside the site
 * script rather than after it has run: one round trip less before the contents are marked or the
 * search box answers, and none of them in the way of the page's first paint.
 */
export const PARTS = [
  { file: 'browser/contents.ts', marker: 'data-contents' },
  { file: 'browser/search.ts', marker: 'data-search' },
  // The postcode check on the service pages and /contact.
  { file: 'browser/coverage-check.ts', marker: 'data-coverage-check' },
  // On an island page, once withIslandScripts has named each island's script on its root.
  { file: 'browser/lazy-islands.ts', marker: SCRIPT_ATTRIBUTE },
];

/** An output file of esbuild's metafile (relative to root) as its address on the site. */
const assetAddress = (out: string, root: string, file: string) =>
  `/${path.relative(out, path.resolve(root, file)).replace(/\\/g, '/')}`;

/** What the site's scripts and the islands' are bundled with: modules, split into hashed chunks, minified. */
const bundleOptions = (out: string, root: string) =>
  ({
    absWorkingDir: root,
    outdir: path.join(out, ASSETS_DIR),
    bundle: true,
    splitting: true,
    format: 'esm',
    // Class fields and optional chaining as written: a browser too old to read them keeps the plain page.
    target: ['es2022'],
    minify: true,
    entryNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
  }) satisfies BuildOptions;

/** Bundles browser/index.ts into <out>/assets/, its polyfills and its parts as chunks loaded on demand. */
export async function bundleEnhancements(out: string, root = process.cwd()): Promise<EnhancementBundle> {
  const result = await build({
    ...bundleOptions(out, root),
    entryPoints: { enhance: ENTRY },
    chunkNames: '[name]-[hash]',
  });
  // Dynamically imported modules count as entry points to esbuild too: the site's is index.ts, and
  // each part (and polyfill) its own.
  const outputs = Object.entries(result.metafile.outputs).map(([file, output]) => ({
    address: assetAddress(out, root, file),
    entryPoint: output.entryPoint,
  }));
  const entry = outputs.find((output) => output.entryPoint === ENTRY);
  if (!entry) throw new Error('The enhancement script was not written.');
  // A part imported on its own but not listed would reach its pages a round trip late.
  const unlisted = outputs.filter(
    (o) => o.entryPoint?.startsWith('browser/') && o !== entry && !PARTS.some((p) => p.file === o.entryPoint),
  );
  if (unlisted.length > 0)
    throw new Error(
      `The site script imports ${unlisted.map((o) => o.entryPoint).join(', ')} on its own, which no page preloads: ` +
        'add it to PARTS in build/site-scripts.ts with the attribute that marks the pages that run it.',
    );
  // Code the site script shares with a part is split into a chunk of its own, which the site script
  // imports: a round trip that every page would wait for before its script runs.
  const shared = outputs.filter((o) => !o.entryPoint);
  if (shared.length > 0)
    throw new Error(
      `The site script shares code with one of its parts, which esbuild split into ${shared.map((o) => o.address).join(', ')}: ` +
        'every page would fetch it before the site script runs. Hand the part what it needs from the site script instead.',
    );
  const parts = PARTS.map(({ file, marker }) => {
    const part = outputs.find((output) => output.entryPoint === file);
    // A part renamed, or no longer imported on its own: the list above is out of date.
    if (!part) throw new Error(`The site script has no part of its own for ${file} (build/site-scripts.ts, PARTS).`);
    return { address: part.address, marker };
  });
  return {
    entry: entry.address,
    parts,
    files: [entry.address, ...outputs.filter((o) => o !== entry).map((o) => o.address)],
  };
}

/** Preloads for the parts of the site script this page runs: those whose attribute is on one of its elements. */
export function partPreloads(bundle: EnhancementBundle, html: string): string {
  return bundle.parts
    .filter(({ marker }) => html.includes(` ${marker}="`))
    .map(({ address }) => `<link rel="modulepreload" href="${address}"/>`)
    .join('');
}

export interface IslandScripts {
  /** Each island's entry, `/assets/island-<name>-….js`, whose `startIsland(root)` hydrates an island of that name. */
  entries: Map<string, string>;
  /** The chunks each entry imports (React among them), preloaded as it is asked for so they are fetched together. */
  chunks: Map<string, string[]>;
  /** Every file written, as addresses. */
  files: string[];
}

const HYDRATE = 'browser/hydrate-island.ts';
/** An island's entry as esbuild is asked for it, and names it in the metafile: `island:<name>`. */
const ENTRY_PREFIX = 'island:';

/**
 * One entry per island, written here rather than kept as a file per island: it only names the island.
 * It starts nothing by itself: the site script imports it when an island of its name is needed
 * (browser/lazy-islands.ts) and calls its startIsland with that island's root.
 */
function islandEntries(islands: readonly Island[], root: string): Plugin {
  const byName = new Map(islands.map((island) => [island.name, island]));
  return {
    name: 'island-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_PREFIX}`) }, (args) => ({
        path: args.path.slice(ENTRY_PREFIX.length),
        namespace: 'island',
      }));
      build.onLoad({ filter: /.*/, namespace: 'island' }, (args) => {
        const island = byName.get(args.path)!;
        const from = JSON.stringify(path.join(root, island.file));
        const component =
          island.name === 'default'
            ? `import Island from ${from};`
            : `import { ${island.name} as Island } from ${from};`;
        return {
          contents:
            `import { hydrateIsland } from ${JSON.stringify(path.join(root, HYDRATE))};\n${component}\n` +
            'export const startIsland = (root: HTMLElement): void => hydrateIsland(root, Island);\n',
          loader: 'ts',
          resolveDir: root,
        };
      });
    },
  };
}

/**
 * Bundles the islands the pages render into <out>/assets/: an entry per island, React and the parts
 * they share as chunks. Only an island page loads them, only its own, and only when an island is needed.
 */
export async function bundleIslands(
  out: string,
  islands: readonly Island[],
  root = process.cwd(),
): Promise<IslandScripts> {
  const unique = [...new Map(islands.map((island) => [island.name, island])).values()];
  if (unique.length === 0) return { entries: new Map(), chunks: new Map(), files: [] };
  const result = await build({
    ...bundleOptions(out, root),
    entryPoints: Object.fromEntries(unique.map((island) => [`island-${island.name}`, `${ENTRY_PREFIX}${island.name}`])),
    chunkNames: 'islands-shared-[hash]',
    jsx: 'automatic',
    tsconfig: path.join(root, 'tsconfig.json'),
    // React's production build, as Next's own would be.
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: [reactModules(root), islandEntries(unique, root)],
  });
  // Next's modules need its runtime, which island pages do not load: an island importing one (next/link,
  // next/navigation) would fail in the browser, so the build fails instead.
  const fromNext = Object.keys(result.metafile.inputs).filter((input) => input.startsWith('node_modules/next/'));
  if (fromNext.length > 0)
    throw new Error(
      `An island imports Next's own code (${fromNext.join(', ')}), which needs Next's runtime: ` +
        'islands are hydrated alone (docs/islands.md). Use a plain <a> for a link, and props for what the page knows.',
    );
  const address = (file: string) => assetAddress(out, root, file);
  const outputs = result.metafile.outputs;
  const imported = (file: string, seen = new Set<string>()): string[] => {
    for (const { path: chunk, kind } of outputs[file]?.imports ?? [])
      if (kind === 'import-statement' && !seen.has(chunk)) {
        seen.add(chunk);
        imported(chunk, seen);
      }
    return [...seen];
  };
  const entries = new Map<string, string>();
  const chunks = new Map<string, string[]>();
  for (const [file, output] of Object.entries(outputs as Metafile['outputs'])) {
    if (!output.entryPoint?.startsWith(ENTRY_PREFIX)) continue;
    const name = output.entryPoint.slice(ENTRY_PREFIX.length);
    entries.set(name, address(file));
    chunks.set(name, imported(file).map(address));
  }
  const missing = unique.filter((island) => !entries.has(island.name));
  if (missing.length > 0)
    throw new Error(`No script was written for the islands ${missing.map((i) => i.name).join(', ')}.`);
  return { entries, chunks, files: Object.keys(outputs).map(address) };
}

/**
 * An island page's HTML with each island's root naming its script and the chunks that script
 * imports, which the site script asks for when the island is needed (browser/lazy-islands.ts):
 * nothing of React is in the page's head, so a page whose tool is below the first screen downloads
 * only the site script until the visitor comes near the tool.
 */
export function withIslandScripts(html: string, scripts: IslandScripts): string {
  return html.replace(new RegExp(`\\s${ROOT_ATTRIBUTE}="([^"]*)"`, 'g'), (root, name: string) => {
    const entry = scripts.entries.get(name);
    if (!entry) throw new Error(`No script was written for the island ${name}, which a page renders.`);
    const imports = (scripts.chunks.get(name) ?? []).join(' ');
    return `${root} ${SCRIPT_ATTRIBUTE}="${entry}" ${IMPORTS_ATTRIBUTE}="${imports}"`;
  });
}

/**
 * The opt-in to cross-document view transitions (pages cross-fade, the header stays in place;
 * nothing moves for visitors who ask for reduced motion). It is first in the head (siteStyles, after
 * the policy and before the stylesheet's link), not in the stylesheet: the browser decides at a
 * page's first rendering whether it takes part, which can come before the stylesheet's link has been
 * read, and a page that has not opted in by then aborts the transition with an error.
 */
export const viewTransitionStyle =
  '@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}';

/**
 * The page is not drawn until its `<main>` has begun, that is until the whole header has been read.
 * A slow connection or a busy phone can otherwise draw the first part of the header and then the
 * rest: the buttons on its right are laid out from the right edge, so each one that arrives late
 * pushes those already drawn to the left, a layout shift (seen 1 run in 16 under load, and every
 * time on a page sent in two parts: tests/e2e/layout-shift.spec.ts). Every page has a `<main id="main">`,
 * the skip link's target; the header before it is a few kilobytes, read in well under a millisecond.
 */
export const headerFirst = '<link rel="expect" href="#main" blocking="render">';

/** What goes into every page's head after its policy, before its stylesheet. */
export const siteStyles = `<style>${viewTransitionStyle}</style>${headerFirst}`;

/** What goes into every page's head after its stylesheet. */
export function siteScripts(enhancementEntry: string): string {
  return (
    `<script type="module" src="${enhancementEntry}"></script>` +
    `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`
  );
}
