import { VFile } from 'vfile';
import { reporter } from 'vfile-reporter';
import type { Fault } from './faults';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Faults in reading order: by file, then by line (a fault without a line first). */
export function sortFaults(faults: readonly Fault[]): Fault[] {
  return [...faults].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/** The faults as unified's virtual files, one a content file, each fault a message at its place. */
export function faultFiles(faults: readonly Fault[]): VFile[] {
  const files = new Map<string, VFile>();
  for (const fault of sortFaults(faults)) {
    const file = files.get(fault.file) ?? new VFile({ path: fault.file });
    files.set(fault.file, file);
    const place = fault.line === undefined ? undefined : { line: fault.line, column: fault.column ?? 1 };
    const message = file.message(fault.message, { place, ruleId: fault.rule, source: 'content-check' });
    message.fatal = fault.severity === 'error';
  }
  return [...files.values()];
}

/**
 * The report of `npm run content:check`: vfile-reporter's list, by file, of each problem (which stops
 * publishing) and warning with its line and column, then what to do. Printed in one piece, so the
 * lines never interleave, whichever way the log is captured.
 */
export function formatReport(
  faults: readonly Fault[],
  { pages, milliseconds, color = false }: { pages: number; milliseconds: number; color?: boolean },
) {
  const errors = faults.filter((fault) => fault.severity === 'error').length;
  const warnings = faults.length - errors;
  const blocks: string[] = [];
  if (faults.length > 0) blocks.push(reporter(faultFiles(faults), { color }));
  if (errors > 0) {
    blocks.push(
      `Content check failed: ${plural(errors, 'problem')} to fix (listed above, each with its file and line).\n` +
        'Nothing has been published. Fix them and run `npm run content:check` again.',
    );
  } else {
    blocks.push(
      `✔ Content check passed: ${plural(pages, 'page')} checked, ${plural(warnings, 'warning')} (${milliseconds} ms).` +
        (warnings > 0 ? '\nWarnings do not stop publishing, but read them: each says what to improve.' : ''),
    );
  }
  return { ok: errors === 0, text: `${blocks.join('\n\n')}\n` };
}

const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * GitHub Actions workflow commands: each fault becomes a note on its line in the pull request's
 * "Files changed" view, so an editor sees the message beside the line to fix.
 */
export function githubAnnotations(faults: readonly Fault[]): string {
  return sortFaults(faults)
    .map((fault) => {
      const place = `file=${escapeProperty(fault.file)}${fault.line ? `,line=${fault.line}` : ''}${fault.line && fault.column ? `,col=${fault.column}` : ''}`;
      return `::${fault.severity} ${place},title=Content check::${escapeData(fault.message)}\n`;
    })
    .join('');
}
