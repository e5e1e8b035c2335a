/**
 * Everything the build reads of what Next, Turbopack and React write: their formats are theirs to
 * change in any release, so they are read here and nowhere else, and a contract test
 * (tests/unit/next-contract.test.ts) builds a small site with `next build` and runs each reader on
 * it, naming the format that changed. A reader that meets something it does not expect throws
 * FormatChangedError, naming the format, rather than guess. @next/mdx's loader rule is read in
 * mdx-rule.cjs, which next.config.mjs loads before any TypeScript compiler is at hand.
 */
export { readClientModules } from './client-manifest';
export { clientReferences, flightPayload, flightRows, inlineScriptTexts, type ClientReference } from './flight';
export { FormatChangedError } from './format-error';
export { isFrameworkStructure } from './framework-components';
export { isNextAsset, isNextInlineScript, isStreamingInstruction } from './page-scripts';
export { asModule, reactModules } from './react-modules';
export {
  DUPLICATE_NOT_FOUND_ROUTE,
  duplicateNotFoundPage,
  provenRouterData,
  routerDataFiles,
  type RouterDataFile,
} from './router-data';
