import type { MDXComponents } from 'mdx/types';
import { getMDXComponents } from '@/components/mdx';

// Required by @next/mdx. Pages pass their own map (with their related links) to each MDX body.
export function useMDXComponents(components: MDXComponents): MDXComponents {
  return { ...getMDXComponents({ related: [] }), ...components };
}
