import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import { tempDir } from './temp-dir';

/** One folder per case: the files that differ from the base content, and the report expected. */
export const casesDir = path.resolve(import.meta.dirname, '../content-check');
const base = path.resolve(import.meta.dirname, '../fixtures/base');

/** A day soon after the fixtures' grant facts were checked (2026-11-23), so no review reminder is due. */
export const defaultToday = '2026-12-01T12:00:00Z';

const optionsSchema = z.strictObject({
  /** The day the check runs, when a case is about dates. */
  today: z.iso.datetime().optional(),
  /** Check as the editors' preview does, with drafts published. */
  includeDrafts: z.boolean().optional(),
  /** Give the writing advice too, as `npm run content:check` does (cases are checked without it otherwise). */
  writing: z.boolean().optional(),
  /** Files of the base content that the case removes (a page renamed or moved is removed and added). */
  delete: z.array(z.string()).optional(),
  /**
   * Files of the case made larger, to the number of bytes given, by zeros after their end: a photo
   * too heavy to keep in git reads as the same photo.
   */
  padTo: z.record(z.string(), z.number().int().positive()).optional(),
});

export type CaseOptions = z.infer<typeof optionsSchema>;

/** What a case folder may hold besides its expected.txt and options.json. */
const overlays = ['content', 'public'];

export function caseNames(): string[] {
  return fs
    .readdirSync(casesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

export function readOptions(name: string): CaseOptions {
  const file = path.join(casesDir, name, 'options.json');
  if (!fs.existsSync(file)) return {};
  return optionsSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}

/**
 * The lines of a case's expected.txt: one formatted fault a line, none for content that passes;
 * undefined for a new case still without one.
 */
export function expectedLines(name: string): string[] | undefined {
  const file = path.join(casesDir, name, 'expected.txt');
  if (!fs.existsSync(file)) return undefined;
  const text = fs.readFileSync(file, 'utf8');
  return text === '' ? [] : text.replace(/\n$/, '').split('\n');
}

/** Entries of a case folder that the runner would not read, so a misplaced file is not silently ignored. */
export function strayEntries(name: string): string[] {
  return fs
    .readdirSync(path.join(casesDir, name))
    .filter((entry) => !overlays.includes(entry) && entry !== 'expected.txt' && entry !== 'options.json');
}

/** A copy of the base content with the case's files laid over it, and the options to check it with. */
export function caseContent(name: string): { root: string; today: Date; includeDrafts?: boolean; writing?: boolean } {
  const options = readOptions(name);
  const root = tempDir(`case-${name}-`);
  fs.cpSync(base, root, { recursive: true });
  for (const file of options.delete ?? []) fs.rmSync(path.join(root, file));
  for (const overlay of overlays) {
    const from = path.join(casesDir, name, overlay);
    if (fs.existsSync(from)) fs.cpSync(from, path.join(root, overlay), { recursive: true });
  }
  for (const [file, size] of Object.entries(options.padTo ?? {})) {
    const target = path.join(root, file);
    const { size: written } = fs.statSync(target);
    if (written >= size) throw new Error(`${name}: ${file} is already ${written} bytes, not under ${size}`);
    fs.truncateSync(target, size);
  }
  return {
    root,
    today: new Date(options.today ?? defaultToday),
    includeDrafts: options.includeDrafts,
    writing: options.writing,
  };
}

/**
 * The content check's report on a case, one formatted fault a line, as `npm run content:check` makes
 * it: `first` from nothing, `again` from what the first check kept of each page (.next/cache).
 */
export function runCase(name: string): { first: string[]; again: string[] } {
  const content = { ...caseContent(name), cached: true };
  const first = checkContent(content).faults.map(formatFault);
  return { first, again: checkContent(content).faults.map(formatFault) };
}
