import fs from 'node:fs';
import path from 'node:path';
import { FormatChangedError } from './format-error';

/**
 * Router data files: what the static export writes beside each page for Next's client router. For
 * every page it prerendered (`.next/prerender-manifest.json`, a route with a `.rsc` data route),
 * the export copies the page's payload (`.next/server/app/about.rsc`) to `about.txt`, and each of
 * its segments (`.next/server/app/about.segments/about/__PAGE__.segment.rsc`) to
 * `about/__next.about.__PAGE__.txt`. It also writes the not-found page twice: `404.html`, and
 * `_not-found.html` under its route.
 */

const FORMAT = 'router data files';
const SEGMENT_SUFFIX = '.segment.rsc';

/** The route of the not-found page's second copy. */
export const DUPLICATE_NOT_FOUND_ROUTE = '/_not-found';

export interface RouterDataFile {
  /** The file in the export, relative to it: `about.txt`, `about/__next.about.__PAGE__.txt`. */
  file: string;
  /** The file Next wrote it from, in its build folder. */
  source: string;
}

/** Whether a file name is the export's name for a segment's data (`__next.about.__PAGE__.txt`). */
function isSegmentDataName(name: string): boolean {
  return name.startsWith('__next.') && name.endsWith('.txt');
}

/** The `.rsc` data route of every route Next prerendered: `/` → `/index.rsc`. */
function dataRoutes(nextDir: string): Map<string, string> {
  const file = path.join(nextDir, 'prerender-manifest.json');
  if (!fs.existsSync(file)) throw new FormatChangedError(FORMAT, `${file} is missing`);
  const { routes } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    routes?: Record<string, { dataRoute?: string | null }>;
  };
  if (!routes) throw new FormatChangedError(FORMAT, `${file} has no routes`);
  return new Map(
    Object.entries(routes).flatMap(([route, { dataRoute }]) =>
      dataRoute?.endsWith('.rsc') ? [[route, dataRoute]] : [],
    ),
  );
}

function segmentFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith(SEGMENT_SUFFIX));
}

/** The router data the export writes for the pages `out` holds (those Next prerendered). */
export function routerDataFiles(nextDir: string, out: string): RouterDataFile[] {
  const app = path.join(nextDir, 'server', 'app');
  const files: RouterDataFile[] = [];
  for (const [route, dataRoute] of dataRoutes(nextDir)) {
    const page = dataRoute.replace(/\.rsc$/, '');
    if (!fs.existsSync(path.join(out, `${page}.html`))) continue;
    files.push({ file: `${page.slice(1)}.txt`, source: path.join(app, dataRoute) });
    const segments = path.join(app, `${page}.segments`);
    for (const segment of segmentFiles(segments)) {
      const name = `__next.${segment.slice(0, -SEGMENT_SUFFIX.length).replaceAll('/', '.')}.txt`;
      files.push({ file: path.posix.join(route.slice(1), name), source: path.join(segments, segment) });
    }
  }
  return files;
}

/**
 * The router data the export wrote, each file proven: it must be in the export, byte for byte the
 * payload Next prerendered. Throws FormatChangedError when one is missing or different, when no page
 * of the export has any, or when a file the export names as a segment's data is left over: the
 * export is no longer written this way.
 */
export function provenRouterData(nextDir: string, out: string): RouterDataFile[] {
  const files = routerDataFiles(nextDir, out);
  if (files.length === 0)
    throw new FormatChangedError(FORMAT, `no page of ${out} is among the routes Next prerendered`);
  for (const { file, source } of files) {
    const written = path.join(out, file);
    if (!fs.existsSync(written)) throw new FormatChangedError(FORMAT, `${file} is not in the export`);
    if (!fs.existsSync(source) || !fs.readFileSync(written).equals(fs.readFileSync(source)))
      throw new FormatChangedError(FORMAT, `${file} is not the payload Next prerendered (${source})`);
  }
  const proven = new Set(files.map(({ file }) => file));
  const unproven = exportFiles(out).filter((file) => isSegmentDataName(path.posix.basename(file)) && !proven.has(file));
  if (unproven.length > 0)
    throw new FormatChangedError(
      FORMAT,
      `${unproven.join(', ')} named as a segment's data, but no page accounts for it`,
    );
  return files;
}

/** The not-found page's second copy, `_not-found.html`, relative to the export, which must hold it. */
export function duplicateNotFoundPage(out: string): string {
  const file = `${DUPLICATE_NOT_FOUND_ROUTE.slice(1)}.html`;
  if (!fs.existsSync(path.join(out, file)))
    throw new FormatChangedError(FORMAT, `${file}, the not-found page's second copy, is not in the export`);
  return file;
}

/** Every file of the export but Next's own under _next/, relative to it. */
function exportFiles(dir: string, prefix = ''): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) return relative === '_next' ? [] : exportFiles(path.join(dir, entry.name), relative);
    return [relative];
  });
}
