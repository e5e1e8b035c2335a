import { VFile } from 'vfile';
import { reporter } from 'vfile-reporter';
import { WRITING_RULES } from '@/schemas/writing-advice';
import type { Fault } from './faults';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Writing advice (./writing): how a page reads and will be found. Counted apart from the other warnings. */
export const isWritingAdvice = (fault: Fault) => fault.rule !== undefined && Object.hasOwn(WRITING_RULES, fault.rule);

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
    const source = isWritingAdvice(fault) ? 'writing-advice' : 'content-check';
    const message = file.message(fault.message, { place, ruleId: fault.rule, source });
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
  const advice = faults.filter(isWritingAdvice).length;
  const warnings = faults.length - errors - advice;
  const blocks: string[] = [];
  if (faults.length > 0) blocks.push(reporter(faultFiles(faults), { color }));
  if (errors > 0) {
    blocks.push(
      `Content check failed: ${plural(errors, 'problem')} to fix (listed above, each with its file and line).\n` +
        'Nothing has been published. Fix them and run `npm run content:check` again.',
    );
  } else {
    blocks.push(
      `✔ Content check passed: ${plural(pages, 'page')} checked, ${plural(warnings, 'warning')}` +
        `${advice > 0 ? ` and ${plural(advice, 'piece')} of writing advice` : ''} (${milliseconds} ms).` +
        (warnings > 0 ? '\nWarnings do not stop publishing, but read them: each says what to improve.' : '') +
        (advice > 0
          ? '\nWriting advice is about how a page reads and how it will be found: see "Writing advice" in EDITING.md.'
          : ''),
    );
  }
  return { ok: errors === 0, text: `${blocks.join('\n\n')}\n` };
}

const escapeData = (value: string) => value.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (value: string) => escapeData(value).replace(/:/g, '%3A').replace(/,/g, '%2C');

/**
 * GitHub Actions workflow commands: each fault becomes a note on its line in the pull request's
 * "Files changed" view, so an editor sees the message beside the line to fix. GitHub shows only the
 * first few notes of each kind a step gives, so the writing advice is noted only on the files the
 * pull request changes (`changed`; none when it is not given), after every problem and warning.
 */
export function githubAnnotations(faults: readonly Fault[], changed?: ReadonlySet<string>): string {
  const advice = sortFaults(faults.filter((fault) => isWritingAdvice(fault) && changed?.has(fault.file)));
  return [...sortFaults(faults.filter((fault) => !isWritingAdvice(fault))), ...advice]
    .map((fault) => {
      const place = `file=${escapeProperty(fault.file)}${fault.line ? `,line=${fault.line}` : ''}${fault.line && fault.column ? `,col=${fault.column}` : ''}`;
      return `::${fault.severity} ${place},title=Content check::${escapeData(fault.message)}\n`;
    })
    .join('');
}
