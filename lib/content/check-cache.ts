import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { latestContentDate } from '@/lib/dates';
import { sha256, writeAtomically } from '@/lib/kept-files';
import type { CollectionName } from './collections';
import type { Fault } from './faults';
import type { BodyAnalysis } from './mdx-analysis';
import type { RawEntry } from './read-entry';

/**
 * What the content check found in each page on its own (its settings, its text's analysis, its
 * faults), kept between runs in one file: a check after a one-page change reads only that page, and
 * the build's processes (the loader) take each page's reading of its text from it rather than
 * parsing it again, about 20 ms of CPU an article. Links, titles and everything else between pages
 * are checked afresh every time.
 *
 * A page's result is used only for the very same file name and text, on the same day (dates ahead
 * of today are faults), by the very same code (ANALYSIS_CODE: every file of lib/ and schemas/, and
 * package-lock.json for the parsers' versions). The file lives in .next/cache, which CI restores.
 */
export const CHECK_CACHE = path.join('.next', 'cache', 'content', 'checked.json');

/** The code the results are made by, from the project's folder: wider than needed, never narrower. */
export const ANALYSIS_CODE = ['lib', 'schemas', 'package-lock.json'] as const;

type Kept = Omit<RawEntry, 'source'>;
interface Result {
  entry: Kept;
  faults: Fault[];
  /** What else the page was checked with (the writing advice's fingerprint), or '' for nothing. */
  variant?: string;
}

export interface CheckCache {
  /** The page's result from an earlier check, with its text put back, or undefined (check it). */
  get(name: CollectionName, fileName: string, source: string): { entry: RawEntry; faults: Fault[] } | undefined;
  set(name: CollectionName, fileName: string, source: string, entry: RawEntry, faults: Fault[]): void;
  /** Writes this run's results (only those: pages deleted since are forgotten). */
  save(): void;
}

function filesUnder(absolute: string): string[] {
  if (!fs.existsSync(absolute)) return [];
  if (!fs.statSync(absolute).isDirectory()) return [absolute];
  return fs
    .readdirSync(absolute, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(absolute, name))
    .filter((file) => fs.statSync(file).isFile())
    .sort();
}

const fingerprints = new Map<string, string>();

/** A hash of the code that checks a page, read from `codeRoot` (the project), once a process. */
export function analysisCodeFingerprint(codeRoot = process.cwd()): string {
  let fingerprint = fingerprints.get(codeRoot);
  if (!fingerprint) {
    const hash = crypto.createHash('sha256');
    for (const file of ANALYSIS_CODE.flatMap((entry) => filesUnder(path.join(codeRoot, entry)))) {
      hash.update(`${path.relative(codeRoot, file)}\0`).update(fs.readFileSync(file)).update('\0');
    }
    fingerprint = hash.digest('hex');
    fingerprints.set(codeRoot, fingerprint);
  }
  return fingerprint;
}

/** Whether JSON keeps a value as the code reads it: plain data, where a key set to undefined reads as one left out. */
function plainData(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && plainData(item));
  if (typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  return Object.values(value).every((item) => item === undefined || plainData(item));
}

/** A copy of a value through JSON, or undefined when JSON cannot hold it (a Date, undefined in a list…). */
export function jsonExact<T>(value: T): T | undefined {
  return plainData(value) ? (JSON.parse(JSON.stringify(value)) as T) : undefined;
}

/** The key of a page's result: the code, the day, the page's collection, name and whole text. */
const keyOf = (today: Date, name: string, fileName: string, source: string) =>
  sha256(`${analysisCodeFingerprint()}\0${latestContentDate(today)}\0${name}\0${fileName}\0${source}`);

const readings = new Map<string, { modified: number; results: Record<string, Result> }>();

/** The kept results of `root`; read again only when the file changes, and none when it cannot be read. */
function keptResults(root: string): Record<string, Result> {
  const file = path.join(root, CHECK_CACHE);
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return {};
  const reading = readings.get(root);
  if (reading?.modified === modified) return reading.results;
  let results: Record<string, Result> = {};
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { results?: Record<string, Result> };
    if (stored.results && typeof stored.results === 'object') results = stored.results;
  } catch {
    // Unreadable: every page is checked and parsed, as it would be without the file.
  }
  readings.set(root, { modified, results });
  return results;
}

/**
 * The cache of the check of `root` on the day of `today`. A result is used only by a check with the
 * same `variant` (the writing advice's context, or '' without it); the loader takes any page's reading.
 */
export function checkCache(root: string, today: Date, variant = ''): CheckCache {
  const earlier = keptResults(root);
  const results: Record<string, Result> = {};
  return {
    get(name, fileName, source) {
      const id = keyOf(today, name, fileName, source);
      const result = earlier[id];
      if (!result || (result.variant ?? '') !== variant) return undefined;
      results[id] = result;
      // A copy: the check adds to its entries, and what is saved must stay as this run found it.
      return { entry: { ...structuredClone(result.entry), source }, faults: structuredClone(result.faults) };
    },
    set(name, fileName, source, entry, faults) {
      // The text is the file's, read again each time: not kept twice.
      const kept: Partial<RawEntry> = { ...entry };
      delete kept.source;
      const exact = jsonExact({ entry: kept as Kept, faults, variant });
      if (exact) results[keyOf(today, name, fileName, source)] = exact;
    },
    save: () => writeAtomically(path.join(root, CHECK_CACHE), JSON.stringify({ results })),
  };
}

/** The check's reading of exactly this page's text today, when it kept one, or undefined (parse it). */
export function keptAnalysis(root: string, name: CollectionName, fileName: string, source: string): BodyAnalysis | undefined {
  const result = keptResults(root)[keyOf(new Date(), name, fileName, source)];
  return result?.entry.bodyRead ? result.entry.body : undefined;
}
