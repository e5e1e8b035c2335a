import fs from 'node:fs';
import path from 'node:path';
import type { Fault } from './faults';

const SAVE_AS_UTF8 =
  'open it in your editor, choose Save As (or "Save with Encoding") and pick UTF-8, then check that characters such as £, – and ° look right';

/**
 * A content file's text, or undefined (with a fault) when it is not saved as UTF-8, as the site reads
 * every file: Windows editors may save as "ANSI" or "Unicode" (UTF-16), which would garble £, – and °
 * or stop the build. A byte-order mark, which some Windows editors put first, is not part of the text.
 */
export function readContentText(absolute: string, file: string, faults: Fault[]): string | undefined {
  const bytes = fs.readFileSync(absolute);
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff) || bytes.includes(0)) {
    faults.push({
      file,
      rule: 'file-encoding',
      severity: 'error',
      message: `the file is saved as UTF-16 (some editors call it "Unicode"), which the site cannot read: ${SAVE_AS_UTF8}`,
    });
    return undefined;
  }
  try {
    // A file saved on Windows (\r\n) reads as any other: its settings would otherwise end in \r.
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, '').replace(/\r\n/g, '\n');
  } catch {
    const lenient = bytes.toString('utf8');
    const line = lenient.slice(0, lenient.indexOf('\uFFFD')).split('\n').length;
    faults.push({
      file,
      line,
      rule: 'file-encoding',
      severity: 'error',
      message: `the file is not saved as UTF-8 (this line has the first character it cannot read), so characters such as £, – and ° would be garbled or stop the build: ${SAVE_AS_UTF8}`,
    });
    return undefined;
  }
}

/** A data file's text, or undefined (with a fault) when the file is missing. */
export function readDataText(root: string, file: string, faults: Fault[]): string | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) {
    faults.push({ file, rule: 'data-file-missing', severity: 'error', message: 'this file is missing' });
    return undefined;
  }
  return readContentText(absolute, file, faults);
}
