import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import rehypeSlug from 'rehype-slug';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { rehypeTableNames } from '@/lib/table-names';
import { getMDXComponents } from '@/components/mdx';

/** A page's text as the build renders it: GFM, heading ids, then the tables' names. */
async function render(body: string): Promise<string> {
  const { default: Content } = await evaluate(body, {
    ...runtime,
    remarkPlugins: [remarkGfm],
    rehypePlugins: [rehypeSlug, rehypeTableNames],
  });
  return renderToStaticMarkup(<Content components={getMDXComponents({ related: [] })} />);
}

const table = '| Rating | Efficiency |\n| --- | --- |\n| A | 90%+ |\n';

describe('Markdown tables are named after the heading above them', () => {
  it('by the id rehype-slug gives the nearest heading before each table, at any level', async () => {
    const html = await render(
      `## Recommended ranges\n\nSome words.\n\n${table}\n### Older boilers\n\n${table}\n## Planning\n\nNo table here.\n`,
    );
    expect(html).toContain('<h2 id="recommended-ranges">Recommended ranges</h2>');
    expect(html).toContain('<h3 id="older-boilers">Older boilers</h3>');
    expect(html.match(/<table[^>]*>/g)).toEqual([
      '<table aria-labelledby="recommended-ranges">',
      '<table aria-labelledby="older-boilers">',
    ]);
  });

  it('inside a building block too, and two tables under one heading share its name', async () => {
    const html = await render(`## Clearances\n\n<Callout type="tip">\n${table}\n</Callout>\n\n${table}`);
    expect(html.match(/<table[^>]*>/g)).toEqual([
      '<table aria-labelledby="clearances">',
      '<table aria-labelledby="clearances">',
    ]);
  });

  it('leaves a table with no heading above it unnamed (the content check asks for a heading)', async () => {
    expect(await render(`${table}\n## After\n`)).toMatch(/^<div class="table-scroll"><table>/);
  });
});
