import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sha256, writeAtomically } from '@/lib/kept-files';
import type { BodyAnalysis } from './mdx-analysis';

/**
 * The content check's reading of every page's text, kept for the rest of the build. The check
 * parses each body once (it must, to lint it); without this, each process of `next build` and the
 * photo step would parse again every body it renders, about 20 ms of CPU an article.
 *
 * An analysis is used only for the very text it was made from (by its SHA-256) and by the very code
 * that made it: the fingerprint covers every file of lib/ and schemas/ and package-lock.json (the
 * parser's versions), so changing any of them, or the page, means parsing afresh. The file lives in
 * .next/cache, which `next build` keeps and CI restores.
 */
export const STORED_ANALYSES = path.join('.next', 'cache', 'content', 'analyses.json');

/** The code the analysis is made by, from the project's folder: wider than needed, never narrower. */
export const ANALYSIS_CODE = ['lib', 'schemas', 'package-lock.json'] as const;

interface Stored {
  code: string;
  pages: Record<string, BodyAnalysis>;
}

/** The key of a page's analysis: its whole text, settings included (line numbers depend on them). */
export const textKey = (text: string) => sha256(text);

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

/** A hash of the code that analyses a page's text, read from `codeRoot` (the project), once a process. */
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

/**
 * Writes the analyses of a check that passed, replacing any earlier file whole (a temporary name,
 * then a rename: a process reading it never sees half). An analysis JSON cannot hold exactly (a
 * building block's prop of a kind JSON lacks) is left out, so that page is parsed again.
 */
export function storeAnalyses(root: string, pages: Iterable<{ source: string; analysis: BodyAnalysis }>): void {
  const stored: Stored = { code: analysisCodeFingerprint(), pages: {} };
  for (const { source, analysis } of pages) if (jsonExact(analysis)) stored.pages[textKey(source)] = analysis;
  writeAtomically(path.join(root, STORED_ANALYSES), JSON.stringify(stored));
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

const readings = new Map<string, { modified: number; pages?: Record<string, BodyAnalysis> }>();

/** The stored analyses of `root`, if any were made by today's code; read again only when the file changes. */
function storedPages(root: string): Record<string, BodyAnalysis> | undefined {
  const file = path.join(root, STORED_ANALYSES);
  const modified = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return undefined;
  const reading = readings.get(root);
  if (reading?.modified === modified) return reading.pages;
  let pages: Record<string, BodyAnalysis> | undefined;
  try {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Stored>;
    if (stored.code === analysisCodeFingerprint() && stored.pages && typeof stored.pages === 'object') pages = stored.pages;
  } catch {
    // Unreadable: every page is parsed, as it would be without the file.
  }
  readings.set(root, { modified, pages });
  return pages;
}

/** The check's analysis of exactly this text, or undefined (parse it). */
export function storedAnalysis(root: string, text: string): BodyAnalysis | undefined {
  const pages = storedPages(root);
  return pages ? pages[textKey(text)] : undefined;
}
