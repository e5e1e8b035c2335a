import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseNames, expectedLines } from './content-cases';

const editing = fs.readFileSync(path.resolve(import.meta.dirname, '../../EDITING.md'), 'utf8');

/** The rows of the table of messages in "11. Reading a failed check", each as its cells. */
function messageTable(): string[][] {
  const section = editing.slice(editing.indexOf('\n## 11. Reading a failed check'));
  const end = section.indexOf('\n## ', 1);
  const rows = (end === -1 ? section : section.slice(0, end)).split('\n').filter((line) => line.startsWith('|'));
  // A table cell's | is written \| (code included); the first two rows are the heading and its rule.
  return rows.slice(2).map((row) =>
    row
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim().replaceAll('\\|', '|')),
  );
}

/** The code spans of a cell: `…`, or ``…`` round a text holding a backtick. */
function codeSpans(cell: string): string[] {
  const spans: string[] = [];
  const run = /`+/g;
  for (let open = run.exec(cell); open; open = run.exec(cell)) {
    const fence = open[0];
    let close = run.exec(cell);
    while (close && close[0] !== fence) close = run.exec(cell);
    if (!close) break;
    spans.push(cell.slice(open.index + fence.length, close.index).trim());
  }
  return spans;
}

/**
 * A message example as a pattern for a report line. An example may leave out the start of a message
 * (its file and line, or a lead-in like "the file could not be read: "), and … stands for any text,
 * with the spaces and the comma, colon or semicolon next to it; anything else must be as reported.
 */
function pattern(example: string): RegExp {
  const body = example
    .split(/\s*[,;:]?\s*…[,;:]?\s*/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`(?:^|: )${body}$`, 'u');
}

/**
 * Messages the table explains that no content check case gives, with where they are tested:
 * they come from another step than the content check.
 */
const testedElsewhere = new Map([
  ['/terms-of-service is linked from 28 pages', 'the build (tests/unit/export-links.test.ts)'],
]);

/** The message of the reported line that starts most like the example, to show beside it when none matches. */
function nearest(lines: string[], example: string): string {
  const start = example.split('…')[0]!;
  const common = (text: string) => [...start].findIndex((character, at) => text[at] !== character);
  const score = (text: string) => (common(text) === -1 ? start.length : common(text));
  const messages = lines.flatMap((line) => line.split(': ').map((_, at, parts) => parts.slice(at).join(': ')));
  return messages.reduce((best, message) => (score(message) > score(best) ? message : best), '');
}

describe('the table of messages in EDITING.md', () => {
  const examples = messageTable().flatMap(([message = '']) => codeSpans(message));
  const reported = caseNames().flatMap((name) => expectedLines(name) ?? []);

  it('is found, with an example in every row', () => {
    expect(examples.length).toBeGreaterThan(50);
    expect(messageTable().filter(([message = '']) => codeSpans(message).length === 0)).toEqual([]);
  });

  it.each(examples.filter((example) => ![...testedElsewhere.keys()].some((start) => example.startsWith(start))))(
    'gives %s in some case of tests/content-check',
    (example) => {
      const found = reported.find((line) => pattern(example).test(line));
      expect(found ?? nearest(reported, example), 'no case reports it; the nearest message reported').toMatch(
        pattern(example),
      );
    },
  );
});
