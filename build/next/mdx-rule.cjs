/**
 * @next/mdx's loader rule: where `createMDX()` puts its loader in the Turbopack rules of the config
 * it returns (`turbopack.rules['{*,next-mdx-rule}']`, a list of `{ loaders: [{ loader, options }] }`),
 * and the loader's own module. CommonJS, as next.config.mjs and the loaders Turbopack runs both
 * load it, before any TypeScript compiler is at hand.
 */
const FORMAT = "@next/mdx's loader rule";

/** The module @next/mdx names as its loader (the preview's wrapper loads it in turn). */
const NEXT_MDX_LOADER = '@next/mdx/mdx-js-loader';

function formatChanged(detail) {
  return new Error(
    `${FORMAT}: not as the build expects (${detail}). The build reads it in build/next/mdx-rule.cjs; ` +
      '`npx vitest run tests/unit/next-contract.test.ts` builds a small site and shows which formats changed.',
  );
}

/**
 * The config with @next/mdx's loader replaced by `wrapper` (a loader taking the same options) in
 * every Turbopack rule that names it. Throws when no rule names it, rather than leave MDX compiled
 * without the wrapper: Turbopack is the only bundler this project builds with.
 */
function withMdxLoaderWrapped(config, wrapper, loaderPath = require.resolve(NEXT_MDX_LOADER)) {
  if (!process.env.TURBOPACK)
    throw formatChanged('the config was loaded without Turbopack; this project builds and previews with it only');
  let wrapped = 0;
  const rules = Object.entries(config.turbopack?.rules ?? {}).map(([glob, rule]) => {
    const list = Array.isArray(rule) ? rule : [rule];
    return [
      glob,
      list.map((item) => ({
        ...item,
        loaders: item.loaders?.map((loader) => {
          if (loader.loader !== loaderPath) return loader;
          wrapped += 1;
          return { ...loader, loader: wrapper };
        }),
      })),
    ];
  });
  if (wrapped === 0) throw formatChanged(`no Turbopack rule of the config uses ${loaderPath}`);
  return { ...config, turbopack: { ...config.turbopack, rules: Object.fromEntries(rules) } };
}

module.exports = { NEXT_MDX_LOADER, withMdxLoaderWrapped };
