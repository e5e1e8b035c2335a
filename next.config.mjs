import createMDX from '@next/mdx';

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

export default withMDX(nextConfig);
