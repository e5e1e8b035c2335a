import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isFrameworkStructure, type ClientReference } from '@/build/next';
import { islandRoots, ROOT_ATTRIBUTE } from '@/components/islands/markup';

/**
 * The island rule: a page is plain HTML unless it renders an island, a client component from a
 * `*.island.tsx` file, listed in the island registry (components/islands/registry.ts), whose root element is marked
 * `data-island="<its name>"`, rendered through <Island> (components/islands/island.tsx) so the
 * browser can hydrate it alone. The build reads what each page rendered (its flight data) and
 * decides from that alone; anything it cannot place, and any disagreement between what the page
 * rendered and what its HTML marks, fails the build, naming the page and the component, so a client
 * component is never left on a page without its script.
 */

/** A client component is an island when its file is named so, and the registry lists it. */
export const ISLAND_FILE = '.island.tsx';
const REGISTRY = 'components/islands/registry.ts';

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
 * The file of each island of the registry, by name: the client module of the build (`modules`, from
 * readClientModules) that exports the very component the registry lists under that name. Islands no
 * page imports are not among the build's client modules, and not in the map. The project's client
 * modules are imported here in Node, as Next's prerender already imports them to render their HTML.
 * Each island's own module, not the registry, is what the browser's bundle imports: through the
 * registry, esbuild would put every island in one chunk that every island page loads.
 */
export async function registeredIslandFiles(
  registry: Readonly<Record<string, unknown>>,
  modules: ReadonlyMap<string, string>,
  root = process.cwd(),
): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  const ownFiles = [...new Set(modules.values())].filter((file) => !file.split('/').includes('node_modules'));
  for (const file of ownFiles) {
    const exported = (await import(pathToFileURL(path.resolve(root, file)).href)) as Record<string, unknown>;
    for (const [name, component] of Object.entries(registry)) if (exported[name] === component) files.set(name, file);
  }
  return files;
}

/**
 * The islands a page renders. Throws IslandRuleError, naming the page and the component, when a
 * client component is not an island, or when the page's island markers and what it rendered disagree.
 * `islands` is the file of each island by name (registeredIslandFiles).
 */
export function islandsOf(
  route: string,
  references: readonly ClientReference[],
  modules: ReadonlyMap<string, string>,
  html: string,
  islands: ReadonlyMap<string, string>,
): Island[] {
  const rendered: Island[] = [];
  const problems: string[] = [];
  for (const reference of references) {
    const file = modules.get(reference.id);
    if (!file) {
      problems.push(
        `${route} renders a client component the build cannot find (module ${reference.id}, ${label(reference)}): rebuild from clean (delete .next/).`,
      );
    } else if (islands.get(reference.name) === file) {
      rendered.push({ name: reference.name, file });
    } else if (file.endsWith(ISLAND_FILE)) {
      problems.push(
        `${route} renders ${label(reference)} from ${file}, a client component the island registry does not list: ` +
          `without React in the browser it would do nothing. Export it from ${REGISTRY} and render it through ` +
          `<Island name="${reference.name}" props={…}>, or render it only inside an island.`,
      );
    } else if (!isFrameworkStructure(file)) {
      problems.push(
        `${route} renders ${label(reference)} from ${file}, a client component outside the islands (files named *${ISLAND_FILE}): ` +
          `without React in the browser it would do nothing. Move it (or a component wrapping it) into a file named *${ISLAND_FILE} ` +
          `and list it in ${REGISTRY}, which makes the page an island page, or make it a server component.`,
      );
    }
  }
  const markers = islandMarkers(html);
  for (const island of rendered) {
    if (!markers.includes(island.name))
      problems.push(
        `${route} renders the island <${island.name}> (${island.file}), but no element of the page is marked as it: ` +
          `give the island's root element data-island="${island.name}".`,
      );
  }
  for (const marker of markers) {
    if (!rendered.some((island) => island.name === marker))
      problems.push(
        `${route} has an element marked data-island="${marker}", but renders no client component of that name in ${REGISTRY}: ` +
          `is its file missing 'use client', or is the marker's name not the component's?`,
      );
  }
  const roots = islandRoots(html);
  for (const island of rendered) {
    if (!roots.includes(island.name))
      problems.push(
        `${route} renders the island <${island.name}> (${island.file}) directly: the browser hydrates only islands ` +
          `rendered through <Island name="${island.name}" props={…}> (components/islands/island.tsx).`,
      );
  }
  for (const root of roots) {
    if (!rendered.some((island) => island.name === root))
      problems.push(
        `${route} has an element marked ${ROOT_ATTRIBUTE}="${root}", but renders no island of that name (${REGISTRY}): ` +
          `does <Island name="…"> give the component's own name?`,
      );
  }
  if (problems.length > 0) throw new IslandRuleError(problems);
  return rendered;
}
