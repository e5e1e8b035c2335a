/** Helpers shared by the benchmarks. */

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A Markdown table whose columns line up in a terminal as well. */
export function markdownTable(header: string[], rows: string[][], align: ('l' | 'r')[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length), 3));
  const pad = (cell: string, column: number) =>
    align[column] === 'r' ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!);
  const line = (cells: string[]) => `| ${cells.map(pad).join(' | ')} |`;
  const rule = `| ${widths.map((width, column) => (align[column] === 'r' ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width))).join(' | ')} |`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}
