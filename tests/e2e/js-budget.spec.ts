import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './test';
import { budgets } from '@/lib/perf/budgets';
import { COMPILE_HINT } from '@/lib/perf/compile-hint';
import { kb, measureExport, pageSpecificChunks, type ExportWeight } from '@/lib/perf/page-weight';

// Byte counts of a build are deterministic, so the JavaScript budget is checked on every build:
// the export as published (out/) and the one with hosted forms configured (tests/.out-forms/).
const exports = [
  { name: 'published export', dir: 'out', formsConfigured: false },
  { name: 'export with hosted forms', dir: 'tests/.out-forms', formsConfigured: true },
];

function report(name: string, weight: ExportWeight): string {
  const { floor } = weight;
  const rows = weight.pages.map((page) => {
    const own = pageSpecificChunks(page, floor);
    return [
      page.route,
      kb(page.jsGzip),
      kb(floor.jsGzip),
      `${page.jsGzip >= floor.jsGzip ? '+' : ''}${kb(page.jsGzip - floor.jsGzip)}`,
      budgets.maxDeltaKb.toFixed(1),
      own.length > 0 ? `${own.length} (${kb(page.externalGzip - floor.externalGzip)})` : '-',
    ];
  });
  const header = ['Route', 'JS KiB gzip', 'Floor', 'Delta', 'Budget', 'Own chunks'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!))).join('  ');
  return [
    `JavaScript per route, ${name} (floor: the 404 page, i.e. the framework and the shell):`,
    line(header),
    ...rows.map(line),
    `CSS for the whole site: ${kb(weight.siteCssGzip)} KiB gzip (budget ${budgets.siteCssKb} KiB).`,
  ].join('\n');
}

for (const { name, dir, formsConfigured } of exports) {
  test.describe(`JavaScript and CSS budget, ${name}`, () => {
    const weight = measureExport(dir);
    const { floor } = weight;

    test('prints the table and keeps the floor within its budget', () => {
      console.log(`\n${report(name, weight)}\n`);
      expect(floor.jsGzip, 'the floor (404 page)').toBeLessThanOrEqual(budgets.floorKb * 1024);
    });

    test('no route goes more than the budget above the floor', () => {
      const over = weight.pages
        .filter((page) => page.jsGzip - floor.jsGzip > budgets.maxDeltaKb * 1024)
        .map((page) => `${page.route}: +${kb(page.jsGzip - floor.jsGzip)} KiB`);
      expect(over).toEqual([]);
    });

    test('only pages with interaction beyond the shell load a chunk of their own', () => {
      const allowed = formsConfigured ? Object.keys(budgets.pageChunks) : [];
      const withOwnChunks = weight.pages
        .filter((page) => pageSpecificChunks(page, floor).length > 0)
        .map((page) => page.route);
      expect(withOwnChunks.filter((route) => !allowed.includes(route))).toEqual([]);
      if (formsConfigured) expect(withOwnChunks.sort()).toEqual(allowed.sort());
    });

    test('the CSS of the whole site stays within its budget', () => {
      expect(weight.siteCssGzip).toBeLessThanOrEqual(budgets.siteCssKb * 1024);
    });

    test('every start-up script carries the compile hint', () => {
      const chunks = new Set(weight.pages.flatMap((page) => page.chunks));
      const unmarked = [...chunks].filter(
        (chunk) => !fs.readFileSync(path.join(dir, decodeURIComponent(chunk)), 'utf8').startsWith(COMPILE_HINT),
      );
      expect(unmarked).toEqual([]);
    });
  });
}
