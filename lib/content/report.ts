import { formatFault, type Fault } from './faults';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Faults in reading order: by file, then by line (a fault without a line first). */
export function sortFaults(faults: readonly Fault[]): Fault[] {
  return [...faults].sort((a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0));
}

/**
 * The report of `npm run content:check`: the problems (which stop publishing), then the warnings,
 * then one summary line, each block separated by a blank line. Printed in one piece, so the lines
 * never interleave, whichever way the log is captured.
 */
export function formatReport(faults: readonly Fault[], { pages, milliseconds }: { pages: number; milliseconds: number }) {
  const errors = sortFaults(faults.filter((fault) => fault.severity === 'error'));
  const warnings = sortFaults(faults.filter((fault) => fault.severity === 'warning'));
  const blocks: string[] = [];
  if (errors.length > 0) blocks.push(errors.map((fault) => `✖ ${formatFault(fault)}`).join('\n'));
  if (warnings.length > 0) blocks.push(warnings.map((fault) => `⚠ ${formatFault(fault)}`).join('\n'));
  if (errors.length > 0) {
    blocks.push(
      `Content check failed: ${plural(errors.length, 'problem')} to fix (listed above, each with its file and line).\n` +
        'Nothing has been published. Fix them and run `npm run content:check` again.',
    );
  } else {
    blocks.push(
      `✔ Content check passed: ${plural(pages, 'page')} checked, ${plural(warnings.length, 'warning')} (${milliseconds} ms).` +
        (warnings.length > 0 ? '\nWarnings do not stop publishing, but read them: each says what to improve.' : ''),
    );
  }
  return { ok: errors.length === 0, text: `${blocks.join('\n\n')}\n` };
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
      const place = `file=${escapeProperty(fault.file)}${fault.line ? `,line=${fault.line}` : ''}`;
      return `::${fault.severity} ${place},title=Content check::${escapeData(fault.message)}\n`;
    })
    .join('');
}
