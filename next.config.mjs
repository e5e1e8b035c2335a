import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import createMDX from '@next/mdx';
import yaml from 'js-yaml';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    // Plugins are named as strings: Turbopack can only pass serialisable options to the MDX loader.
    remarkPlugins: ['remark-frontmatter', 'remark-gfm'],
    rehypePlugins: ['rehype-slug'],
  },
});

/**
 * Whether a hosted form is configured, read as lib/site.ts reads it (an environment variable, else
 * content/site.yaml). A page loads the client code of every client component it imports, rendered
 * or not: without a form, the embed is swapped for a server stub, so the form pages load no chunk
 * of their own. If the settings cannot be read, the real embed stays (the content check reports why).
 */
function hostedFormsConfigured() {
  const fromEnv = ['QUOTE_FORM_URL', 'SUBSCRIBE_FORM_URL'].some((name) => process.env[name]?.trim());
  try {
    const forms = yaml.load(readFileSync('content/site.yaml', 'utf8'))?.forms ?? {};
    return fromEnv || Boolean(forms.quoteUrl?.trim() || forms.subscribeUrl?.trim());
  } catch {
    return true;
  }
}

const aliases = hostedFormsConfigured()
  ? {}
  : { '@/components/forms/embedded-form': './components/forms/embedded-form.stub.tsx' };

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  pageExtensions: ['ts', 'tsx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
  // The project's own folder, stated rather than guessed: Next otherwise looks for the outermost
  // lockfile, which in the copy `npm run bench:scale` builds is this project's.
  turbopack: { root: path.dirname(fileURLToPath(import.meta.url)), resolveAlias: aliases },
  // `npm run build` type-checks beside the content check, on the other core, instead of after the
  // compile (scripts/build-steps.ts): 10 to 14 s less per build, and the same errors stop it.
  typescript: { ignoreBuildErrors: true },
  // Next leaves a core to its main process, which only waits while the workers render the pages:
  // with every core rendering, 1,000 articles render in 19 s instead of 31 s on two cores.
  experimental: { cpus: os.availableParallelism() },
};

/**
 * The editors' preview (`next dev`) differs from a build in two ways:
 * - files named `page.dev.tsx` are pages too: the building blocks catalogue. A build never sees
 *   them, so they are never exported;
 * - it is not a static export: in that mode Next's preview answers a mistyped address with an
 *   error about `generateStaticParams` instead of the 404 page the published site shows.
 */
export default function config(phase) {
  if (phase !== PHASE_DEVELOPMENT_SERVER) return withMDX(nextConfig);
  return withMDX({ ...nextConfig, output: undefined, pageExtensions: ['dev.tsx', ...nextConfig.pageExtensions] });
}
