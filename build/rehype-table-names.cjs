/**
 * lib/table-names.ts, as a module path that @next/mdx's loader can import (next.config.mjs):
 * Turbopack hands the loader only options it can serialise, so a plugin is named there, never given.
 * CommonJS, loaded before any TypeScript compiler is at hand; tsx compiles the plugin on demand.
 */
const { require: tsxRequire } = require('tsx/cjs/api');

module.exports = tsxRequire('../lib/table-names.ts', __filename).rehypeTableNames;
