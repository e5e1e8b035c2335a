/**
 * The Markdown and HTML plugins every MDX body is compiled with, by name. next.config.mjs gives them
 * to @next/mdx as names (Turbopack passes the loader only options it can serialise; the project's own
 * is a path from the project's folder), and the editor's preview imports the same plugins
 * (editor/preview/compile.ts); tests/unit/editor-bundle.test.ts holds the two to this one list.
 */
export const remarkPluginNames = ['remark-frontmatter', 'remark-gfm'];
export const rehypePluginNames = ['rehype-slug', './build/rehype-table-names.cjs'];
