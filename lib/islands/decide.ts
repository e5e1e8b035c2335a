import type { ClientReference } from './flight';
import { islandRoots, ROOT_ATTRIBUTE } from './markup';

/**
 * The island rule: a page is plain HTML unless it renders an island, a client component from a
 * `*.island.tsx` file whose root element is marked `data-island="<its name>"`, rendered through
 * <Island> (components/islands/island.tsx) so the browser can hydrate it alone. The build reads what
 * each page rendered (its flight data) and decides from that alone; anything it cannot place, and
 * any disagreement between what the page rendered and what its HTML marks, fails the build, naming
 * the page and the component, so a client component is never left on a page without its script.
 */

/** A client component is an island when its file is named so. */
export const ISLAND_FILE = '.island.tsx';

/**
 * Next's own client components that every page renders, and whose HTML works without a script:
 * the router's frames and boundaries, metadata markers, and `next/link`, which renders an `<a>`.
 */
const FRAMEWORK_STRUCTURE = [
  /^node_modules\/next\/dist\/(esm\/)?client\/components\/(layout-router|render-from-template-context|client-page|client-segment)\.js$/,
  /^node_modules\/next\/dist\/(esm\/)?client\/components\/http-access-fallback\/error-boundary\.js$/,
  /^node_modules\/next\/dist\/(esm\/)?client\/components\/builtin\/[\w-]+\.js$/,
  /^node_modules\/next\/dist\/(esm\/)?lib\/framework\/boundary-components\.js$/,
  /^node_modules\/next\/dist\/(esm\/)?lib\/metadata\/[\w/-]+\.js$/,
  /^node_modules\/next\/dist\/(esm\/)?client\/app-dir\/link\.js$/,
];

export interface Island {
  /** The export rendered. */
  name: string;
  /** Its file, `….island.tsx`. */
  file: string;
}

export class IslandRuleError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('\n'));
    this.name = 'IslandRuleError';
  }
}

const label = ({ name }: ClientReference) => (name && name !== 'default' ? `<${name}>` : 'the default export');

/** The islands a page's HTML says it has: each island's root element carries `data-island="<its name>"`. */
export function islandMarkers(html: string): string[] {
  return [...new Set([...html.matchAll(/\sdata-island="([^"]*)"/g)].map(([, name = '']) => name))];
}

/**
 * The islands a page renders. Throws IslandRuleError, naming the page and the component, when a
 * client component is not an island, or when the page's island markers and what it rendered disagree.
 */
export function islandsOf(
  route: string,
  references: readonly ClientReference[],
  modules: Map<string, string>,
  html: string,
): Island[] {
  const islands: Island[] = [];
  const problems: string[] = [];
  for (const reference of references) {
    const file = modules.get(reference.id);
    if (!file) {
      problems.push(
        `${route} renders a client component the build cannot find (module ${reference.id}, ${label(reference)}): rebuild from clean (delete .next/).`,
      );
    } else if (file.endsWith(ISLAND_FILE)) {
      islands.push({ name: reference.name || 'default', file });
    } else if (!FRAMEWORK_STRUCTURE.some((pattern) => pattern.test(file))) {
      problems.push(
        `${route} renders ${label(reference)} from ${file}, a client component not in a *${ISLAND_FILE} file: ` +
          `without React in the browser it would do nothing. Move it (or a component wrapping it) into a *${ISLAND_FILE} file, ` +
          `which makes the page an island page, or make it a server component.`,
      );
    }
  }
  const markers = islandMarkers(html);
  for (const island of islands) {
    if (!markers.includes(island.name))
      problems.push(
        `${route} renders the island <${island.name}> (${island.file}), but no element of the page is marked as it: ` +
          `give the island's root element data-island="${island.name}".`,
      );
  }
  for (const marker of markers) {
    if (!islands.some((island) => island.name === marker))
      problems.push(
        `${route} has an element marked data-island="${marker}", but renders no client component of that name from a *${ISLAND_FILE} file: ` +
          `is its file missing 'use client', or is the marker's name not the component's?`,
      );
  }
  const roots = islandRoots(html);
  for (const island of islands) {
    if (!roots.includes(island.name))
      problems.push(
        `${route} renders the island <${island.name}> (${island.file}) directly: the browser hydrates only islands ` +
          `rendered through <Island name="${island.name}" component={${island.name}} props={…}> (components/islands/island.tsx).`,
      );
  }
  for (const root of roots) {
    if (!islands.some((island) => island.name === root))
      problems.push(
        `${route} has an element marked ${ROOT_ATTRIBUTE}="${root}", but renders no island of that name from a *${ISLAND_FILE} file: ` +
          `does <Island name="…"> give the component's own name?`,
      );
  }
  if (problems.length > 0) throw new IslandRuleError(problems);
  return islands;
}
