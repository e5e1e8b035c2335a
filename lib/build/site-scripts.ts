import path from 'node:path';
import { build } from 'esbuild';

/**
 * The scripts every page gets from the build, whatever it renders: the site's own enhancement
 * script (lib/enhance/), and speculation rules, so a link is fetched as the visitor shows the intent
 * to follow it (hovering it, or starting to tap it) and the next page opens at once.
 */

export const ASSETS_DIR = 'assets';
const ENTRY = 'lib/enhance/index.ts';

// `/*` matches links to this site's own pages only: other websites' addresses are left alone.
export const speculationRules = {
  prefetch: [{ where: { href_matches: '/*' }, eagerness: 'moderate' }],
} as const;

export interface EnhancementBundle {
  /** The entry's address, `/assets/enhance-….js`. */
  entry: string;
  /** Every file written, entry first, as addresses; the polyfills load only where a browser lacks a feature. */
  files: string[];
}

/** Bundles lib/enhance/index.ts into <out>/assets/, its polyfills as chunks loaded on demand. */
export async function bundleEnhancements(out: string, root = process.cwd()): Promise<EnhancementBundle> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { enhance: ENTRY },
    outdir: path.join(out, ASSETS_DIR),
    bundle: true,
    splitting: true,
    format: 'esm',
    // Class fields and optional chaining as written: a browser too old to read them keeps the plain page.
    target: ['es2022'],
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: '[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
  });
  // Dynamically imported modules count as entry points to esbuild too: the site's is index.ts.
  const outputs = Object.entries(result.metafile.outputs).map(([file, output]) => ({
    address: `/${path.relative(out, path.resolve(root, file)).replace(/\\/g, '/')}`,
    isEntry: output.entryPoint === ENTRY,
  }));
  const entry = outputs.find((output) => output.isEntry);
  if (!entry) throw new Error('The enhancement script was not written.');
  return { entry: entry.address, files: [entry.address, ...outputs.filter((o) => !o.isEntry).map((o) => o.address)] };
}

/**
 * The opt-in to cross-document view transitions (pages cross-fade, the header stays in place;
 * nothing moves for visitors who ask for reduced motion). It is first in the head, not in the
 * stylesheet: the browser decides at a page's first rendering whether it takes part, which can come
 * before the stylesheet's link has been read, and a page that has not opted in by then aborts the
 * transition with an error.
 */
export const viewTransitionStyle =
  '@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}';

/** What goes into every page's head after its policy. */
export function siteHead(enhancementEntry: string): string {
  return (
    `<style>${viewTransitionStyle}</style>` +
    `<script type="module" src="${enhancementEntry}"></script>` +
    `<script type="speculationrules">${JSON.stringify(speculationRules)}</script>`
  );
}
