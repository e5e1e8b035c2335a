import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';
import { rehypePluginNames, remarkPluginNames } from './build/mdx-plugins.mjs';
import { withMdxLoaderWrapped } from './build/next/mdx-rule.cjs';

const require = createRequire(import.meta.url);

const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    // Plugins are named as strings: Turbopack can only pass serialisable options to the MDX loader.
    // A project's own plugin is named by its full path: the loader resolves names from each page's folder.
    remarkPlugins: remarkPluginNames,
    rehypePlugins: rehypePluginNames.map((name) => (name.startsWith('.') ? require.resolve(name) : name)),
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  pageExtensions: ['ts', 'tsx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  // The share cards' drawing library (lib/og-render.ts) runs only at build time, in Node: loaded from
  // node_modules rather than bundled, a cold build compiles 1.3–1.8 s sooner.
  serverExternalPackages: ['satori'],
  reactStrictMode: true,
  // The project's own folder, stated rather than guessed: Next otherwise looks for the outermost
  // lockfile, which in the copy `npm run bench:scale` builds is this project's.
  turbopack: { root: path.dirname(fileURLToPath(import.meta.url)) },
  // `npm run build` type-checks beside the content check, on the other core, instead of after the
  // compile (scripts/build-steps.ts): 10 to 14 s less per build, and the same errors stop it.
  typescript: { ignoreBuildErrors: true },
  // Next leaves a core to its main process, which only waits while the workers render the pages:
  // with every core rendering, 1,000 articles render in 19 s instead of 31 s on two cores.
  experimental: { cpus: os.availableParallelism() },
};

/**
 * @next/mdx's rules, with its loader wrapped so that a slip in a page's text is reported in the
 * content check's words in the editors' preview too (build/mdx-loader.cjs). Its options, and
 * everything else @next/mdx sets, are kept as they are. Throws if @next/mdx no longer puts its
 * loader where build/next/mdx-rule.cjs looks for it.
 */
const withReadableMdxErrors = (config) => withMdxLoaderWrapped(config, require.resolve('./build/mdx-loader.cjs'));

/**
 * The editors' preview (`next dev`) differs from a build in two ways:
 * - files named `page.dev.tsx` are pages too: the building blocks catalogue. A build never sees
 *   them, so they are never exported;
 * - it is not a static export: in that mode Next's preview answers a mistyped address with an
 *   error about `generateStaticParams` instead of the 404 page the published site shows.
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return withReadableMdxErrors(withMDX(nextConfig));
  return withReadableMdxErrors(
    withMDX({ ...nextConfig, output: undefined, pageExtensions: ['dev.tsx', ...nextConfig.pageExtensions] }),
  );
}
