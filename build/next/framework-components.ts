/**
 * Next's own client components that every page renders, and whose HTML works without a script:
 * the router's frames and boundaries, metadata markers, and `next/link`, which renders an `<a>`.
 * Known by their files in Next's package; any other client component of Next's (`next/script`,
 * say) needs its runtime, which no page of this site loads.
 */
const FRAMEWORK_STRUCTURE = [
  /^client\/components\/(layout-router|render-from-template-context|client-page|client-segment)\.js$/,
  /^client\/components\/http-access-fallback\/error-boundary\.js$/,
  /^client\/components\/builtin\/[\w-]+\.js$/,
  /^lib\/framework\/boundary-components\.js$/,
  /^lib\/metadata\/[\w/-]+\.js$/,
  /^client\/app-dir\/link\.js$/,
];

/** Next's package, however far up the app's folder it is installed: `../node_modules/next/dist/…` too. */
const NEXT_DIST = /(?:^|\/)node_modules\/next\/dist\/(?:esm\/)?/;

/** Whether a client module (its file, as readClientModules gives it) is part of Next's page structure. */
export function isFrameworkStructure(file: string): boolean {
  const inNext = NEXT_DIST.exec(file);
  if (!inNext) return false;
  const inPackage = file.slice(inNext.index + inNext[0].length);
  return FRAMEWORK_STRUCTURE.some((pattern) => pattern.test(inPackage));
}
