import createMDX from '@next/mdx';
import { PHASE_DEVELOPMENT_SERVER } from 'next/constants.js';

const withMDX = createMDX({
  extension: /\.mdx$/,
  options: {
    // Plugins are named as strings: Turbopack can only pass serialisable options to the MDX loader.
    remarkPlugins: ['remark-frontmatter', 'remark-gfm'],
    rehypePlugins: ['rehype-slug'],
  },
});

/** @type {import('next').NextConfig} */
const nextConfig = {
  output: 'export',
  trailingSlash: false,
  pageExtensions: ['ts', 'tsx'],
  images: { unoptimized: true },
  poweredByHeader: false,
  reactStrictMode: true,
};

/**
 * In the editors' preview (`next dev`), files named `page.dev.tsx` are pages too: the building
 * blocks catalogue. A build never sees them, so they are never exported.
 */
export default function config(phase) {
  const pageExtensions =
    phase === PHASE_DEVELOPMENT_SERVER ? ['dev.tsx', ...nextConfig.pageExtensions] : nextConfig.pageExtensions;
  return withMDX({ ...nextConfig, pageExtensions });
}
