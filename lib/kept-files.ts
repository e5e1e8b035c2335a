import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the build keeps between runs (.next/cache) is named and written through these. */

/** The SHA-256 of text or bytes, in hex: the key of everything kept. */
export const sha256 = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');

/**
 * Writes a file under a temporary name of its own, then renames it: another process or thread reads
 * it whole or not at all. On failure the temporary file is removed and the error thrown.
 */
export function writeAtomically(file: string, data: string | Uint8Array): void {
  const temporary = `${file}.${process.pid}.${randomUUID()}.tmp`;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(temporary, data);
    fs.renameSync(temporary, file);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}
