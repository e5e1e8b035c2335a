import { evaluate } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MDXContent } from 'mdx/types';
import * as runtime from 'react/jsx-runtime';
import rehypeSlug from 'rehype-slug';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import { rehypeTableNames } from '@/lib/table-names';

export interface CompiledBody {
  Body: MDXContent;
  /**
   * The text as the compiler read it, for the page's contents, reading time and building blocks:
   * reading the text is most of a compile, and is not done twice. (The compiler has unwrapped the
   * blocks alone in their paragraphs, which changes none of those.)
   */
  tree: Root;
}

/**
 * The site's plugins, as build/mdx-plugins.mjs names them for next.config.mjs, in its order: imported
 * here because a browser bundle cannot load a plugin by name (tests/unit/editor-bundle.test.ts compares).
 */
export const sitePlugins = {
  remark: [remarkFrontmatter, remarkGfm],
  rehype: [rehypeSlug, rehypeTableNames],
};

/**
 * A body compiled as the site compiles it, with its plugins. Throws the compiler's own error (a
 * VFileMessage with its line and rule) for lib/content/mdx-errors.ts to say in words.
 */
export async function compileBody(source: string): Promise<CompiledBody> {
  let tree: Root | undefined;
  const keepTree = () => (read: Root) => {
    tree = read;
  };
  const { default: Body } = await evaluate(source, {
    ...runtime,
    remarkPlugins: [...sitePlugins.remark, keepTree],
    rehypePlugins: sitePlugins.rehype,
  });
  return { Body, tree: tree! };
}
