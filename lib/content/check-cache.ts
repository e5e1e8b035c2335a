import fs from 'node:fs';
import path from 'node:path';
import { latestContentDate } from '@/lib/dates';
import { sha256, writeAtomically } from '@/lib/kept-files';
import type { CollectionName } from './collections';
import type { Fault } from './faults';
import type { RawEntry } from './raw-entries';
import { analysisCodeFingerprint, jsonExact } from './stored-analyses';

/**
 * What the content check found in each page on its own (its settings, its text's analysis, its
 * faults), kept between runs so that a check after a one-page change reads only that page. Links,
 * titles and everything else between pages are checked afresh every time, from these.
 *
 * A page's result is used only for the very same file name and text, on the same day (dates ahead
 * of today are faults), by the very same code (./stored-analyses: every file of lib/ and schemas/
 * and package-lock.json). The file lives in .next/cache, which CI restores.
 */
export const CHECK_CACHE = path.join('.next', 'cache', 'content', 'checked.json');

type Kept = Omit<RawEntry, 'source'>;
interface Result {
  entry: Kept;
  faults: Fault[];
}

export interface CheckCache {
  /** The page's result from an earlier check, with its text put back, or undefined (check it). */
  get(name: CollectionName, fileName: string, source: string): { entry: RawEntry; faults: Fault[] } | undefined;
  set(name: CollectionName, fileName: string, source: string, entry: RawEntry, faults: Fault[]): void;
  /** Writes this run's results (only those: pages deleted since are forgotten). */
  save(): void;
}

/** The cache of the check of `root` on the day of `today`. */
export function checkCache(root: string, today: Date): CheckCache {
  const file = path.join(root, CHECK_CACHE);
  const context = `${analysisCodeFingerprint()}\0${latestContentDate(today)}`;
  const key = (name: string, fileName: string, source: string) => sha256(`${context}\0${name}\0${fileName}\0${source}`);
  let earlier: Record<string, Result> = {};
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { results?: Record<string, Result> };
    if (stored.results && typeof stored.results === 'object') earlier = stored.results;
  } catch {
    // None yet, or unreadable: every page is checked.
  }
  const results: Record<string, Result> = {};
  return {
    get(name, fileName, source) {
      const id = key(name, fileName, source);
      const result = earlier[id];
      if (!result) return undefined;
      results[id] = result;
      // A copy: the check adds to its entries, and what is saved must stay as this run found it.
      return { entry: { ...structuredClone(result.entry), source }, faults: structuredClone(result.faults) };
    },
    set(name, fileName, source, entry, faults) {
      // The text is the file's, read again each time: not kept twice.
      const kept: Partial<RawEntry> = { ...entry };
      delete kept.source;
      const exact = jsonExact({ entry: kept as Kept, faults });
      if (exact) results[key(name, fileName, source)] = exact;
    },
    save: () => writeAtomically(file, JSON.stringify({ results })),
  };
}
