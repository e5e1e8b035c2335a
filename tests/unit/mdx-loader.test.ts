import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants.js';

const project = path.resolve(import.meta.dirname, '../..');
const require = createRequire(import.meta.url);
const loaderPath = path.join(project, 'build/mdx-loader.cjs');
const rehypePlugins = ['rehype-slug', path.join(project, 'build/rehype-table-names.cjs')];
const mdxLoader = require(loaderPath) as (this: unknown, source: string) => void;

/** Runs the loader on one article's text as Turbopack would, and returns what it hands back. */
function compile(source: string): Promise<{ error: Error | null; code?: string }> {
  return new Promise((resolve) => {
    const context = {
      resourcePath: path.join(project, 'content/articles/loader-check.mdx'),
      context: path.join(project, 'content/articles'),
      rootContext: project,
      mode: 'development',
      getOptions: () => ({ remarkPlugins: ['remark-frontmatter', 'remark-gfm'], rehypePlugins }),
      async: () => (error: Error | null, code?: Buffer) => resolve({ error, code: code?.toString() }),
    };
    mdxLoader.call(context, source);
  });
}

const page = (body: string) => `---\ntitle: "Loader check"\n---\n\n${body}\n`;

describe("the preview's MDX loader", () => {
  it('compiles a page as @next/mdx does', async () => {
    const { error, code } = await compile(
      page('## A heading\n\n<Callout type="tip" title="Good to know">\nText.\n</Callout>'),
    );
    expect(error).toBeNull();
    expect(code).toContain('Callout');
  });

  it('names a table after the heading above it, with the plugin named by its path', async () => {
    const { error, code } = await compile(page('## Recommended ranges\n\n| A | B |\n| --- | --- |\n| 1 | 2 |'));
    expect(error).toBeNull();
    expect(code).toMatch(/"aria-labelledby": "recommended-ranges"/);
  });

  it("reports a slip in the text in the content check's words, with the file and line", async () => {
    const cases: [body: string, message: string][] = [
      [
        '<Callout type=”tip” title="Good to know">\nText.\n</Callout>',
        'content/articles/loader-check.mdx:5: the settings of <Callout> have a curly quote ” in them, which word processors and phones type in place of a straight one: write straight double quotes round each setting, like type="tip"',
      ],
      [
        'Line one<br>\nline two',
        'content/articles/loader-check.mdx:5: <br> must be written <br /> in these pages, with a / before the >',
      ],
      [
        'Under <5 years old.',
        'content/articles/loader-check.mdx:5: "<5" is not a building block, but a < in the text starts one: write "less than" or "under" instead of <',
      ],
    ];
    for (const [body, message] of cases) {
      const { error } = await compile(page(body));
      // Wrapped into lines for the preview's error box, which does not wrap them itself.
      expect(error?.message.replaceAll('\n', ' ')).toBe(message);
      expect(error?.message.split('\n').every((line) => line.length <= 90)).toBe(true);
    }
  });
});

/** Runs `run` with TURBOPACK set as `next dev` and `next build` set it (or unset), as it was after. */
async function withTurbopack<T>(value: string | undefined, run: () => Promise<T> | T): Promise<T> {
  const previous = process.env.TURBOPACK;
  if (value === undefined) delete process.env.TURBOPACK;
  else process.env.TURBOPACK = value;
  try {
    return await run();
  } finally {
    if (previous === undefined) delete process.env.TURBOPACK;
    else process.env.TURBOPACK = previous;
  }
}

describe('next.config.mjs', () => {
  it('compiles MDX with the loader above, keeping the options @next/mdx gives it, in the preview and the build', async () => {
    await withTurbopack('1', async () => {
      const { default: config } = await import(`${path.join(project, 'next.config.mjs')}?at=${Date.now()}`);
      for (const phase of [PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD]) {
        const loaders = Object.values(
          config(phase).turbopack.rules as Record<
            string,
            { loaders?: { loader: string; options?: { remarkPlugins?: string[]; rehypePlugins?: string[] } }[] }[]
          >,
        )
          .flat()
          .flatMap((rule) => rule.loaders ?? []);
        const mdx = loaders.filter((loader) => /mdx/.test(loader.loader));
        expect(
          mdx.map((loader) => loader.loader),
          phase,
        ).toEqual([loaderPath]);
        expect(mdx[0]!.options?.remarkPlugins, phase).toEqual(['remark-frontmatter', 'remark-gfm']);
        expect(mdx[0]!.options?.rehypePlugins, phase).toEqual(rehypePlugins);
      }
    });
  });

  it("fails, naming @next/mdx's loader rule, rather than compile MDX without the wrapper", async () => {
    const { withMdxLoaderWrapped } = require(path.join(project, 'build/next/mdx-rule.cjs')) as {
      withMdxLoaderWrapped: (config: object, wrapper: string, loaderPath?: string) => object;
    };
    const createMDX = require('@next/mdx') as (options: object) => (config: object) => object;
    await withTurbopack('1', () => {
      const config = createMDX({})({});
      expect(() => withMdxLoaderWrapped(config, loaderPath)).not.toThrow();
      // As if a release of @next/mdx named its loader otherwise.
      expect(() => withMdxLoaderWrapped(config, loaderPath, '/moved/mdx-js-loader.js')).toThrow(
        "@next/mdx's loader rule: not as the build expects (no Turbopack rule of the config uses /moved/mdx-js-loader.js)",
      );
      expect(() => withMdxLoaderWrapped({}, loaderPath)).toThrow("@next/mdx's loader rule");
    });
    await withTurbopack(undefined, () => {
      expect(() => withMdxLoaderWrapped(createMDX({})({}), loaderPath)).toThrow(
        'the config was loaded without Turbopack; this project builds and previews with it only',
      );
    });
  });
});
