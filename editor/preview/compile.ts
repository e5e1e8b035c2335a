import { evaluate } from '@mdx-js/mdx';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeTableNames } from '@/lib/table-names';

/**
 * A body compiled as the site compiles it: the plugins are next.config.mjs's, which names them as
 * strings for Turbopack; a change to one list is a change to the other. Throws the compiler's own
 * error (a VFileMessage with its line and rule) for lib/content/mdx-errors.ts to say in words.
 */
export async function compileBody(source: string): Promise<MDXContent> {
  const { default: Body } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [remarkFrontmatter, remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeTableNames],
  });
  return Body;
}
