import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { checkContent, type CheckedContent, type CheckOptions } from './check';

/**
 * The content check's result, shared by the processes of one build. `npm run build` checks the
 * content first (scripts/content-check.ts); then each of Next's workers, and the headers step,
 * would check it all again to load it. At 1,000 articles a check takes about ten seconds, so they
 * read the result from .next/cache instead, while every file it depends on is unchanged.
 */

const CACHE_FILE = path.join('.next', 'cache', 'content-check.json');
/** What the check reads or is made of: any change to one of these files invalidates the result. */
const INPUTS = ['content', 'public', 'lib/content', 'lib/routes.ts', 'lib/suggest.ts', 'schemas'];

interface CacheFile {
  fingerprint: string;
  content: Omit<CheckedContent, 'routes'> & { routes: [string, RouteTarget][] };
}

type RouteTarget = CheckedContent['routes'] extends Map<string, infer Target> ? Target : never;

function filesUnder(root: string, relative: string): string[] {
  const absolute = path.join(root, relative);
  if (!fs.existsSync(absolute)) return [];
  if (fs.statSync(absolute).isFile()) return [relative];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .flatMap((entry) => filesUnder(root, path.join(relative, entry.name)))
    .sort();
}

/** Size and modification time of every input, and the options: cheap to compute, changed by any edit. */
function fingerprint(root: string, includeDrafts: boolean): string {
  const hash = createHash('sha256').update(`drafts:${includeDrafts}\n`);
  for (const file of INPUTS.flatMap((input) => filesUnder(root, input))) {
    const { size, mtimeMs } = fs.statSync(path.join(root, file));
    hash.update(`${file}:${size}:${mtimeMs}\n`);
  }
  return hash.digest('hex');
}

function read(root: string, expected: string): CheckedContent | undefined {
  try {
    const cached = JSON.parse(fs.readFileSync(path.join(root, CACHE_FILE), 'utf8')) as CacheFile;
    if (cached.fingerprint !== expected) return undefined;
    return { ...cached.content, routes: new Map(cached.content.routes) };
  } catch {
    return undefined;
  }
}

function write(root: string, print: string, content: CheckedContent): void {
  const file = path.join(root, CACHE_FILE);
  const data: CacheFile = { fingerprint: print, content: { ...content, routes: [...content.routes] } };
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written aside and renamed, so a worker never reads half a file.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify(data));
    fs.renameSync(partial, file);
  } catch {
    // A cache that cannot be written only costs time.
  }
}

/** The checked content: from the cache while its inputs are unchanged, otherwise checked (and cached). */
export function checkContentCached({ root = process.cwd(), includeDrafts = false }: CheckOptions = {}): CheckedContent {
  const print = fingerprint(root, includeDrafts);
  const cached = read(root, print);
  if (cached) return cached;
  const content = checkContent({ root, includeDrafts });
  write(root, print, content);
  return content;
}

/**
 * Checks the content afresh, as `npm run content:check` must, and keeps a result without errors
 * for the build's later steps, under the inputs as they were when the check began: a file edited
 * during the check is then checked again by the next reader, not taken as checked.
 */
export function checkContentAndCache({ root = process.cwd(), includeDrafts = false }: CheckOptions = {}): CheckedContent {
  const print = fingerprint(root, includeDrafts);
  const content = checkContent({ root, includeDrafts });
  if (!content.faults.some((fault) => fault.severity === 'error')) write(root, print, content);
  return content;
}
