/**
 * After `next build`: marks the scripts that pages load at start-up with V8's explicit compile hint
 * (`//# allFunctionsCalledOnLoad`), so Chromium compiles their functions while streaming them off the
 * main thread, instead of one by one on the main thread as hydration first calls them. Most of
 * those functions run on every load; the measurements are in the README's Performance section.
 */
import fs from 'node:fs';
import path from 'node:path';
import { COMPILE_HINT } from '@/lib/perf/compile-hint';
import { htmlFiles, scriptSources } from '@/lib/perf/page-weight';

const out = path.resolve(process.argv[2] ?? 'out');

const startupScripts = new Set(
  htmlFiles(out).flatMap((file) =>
    scriptSources(fs.readFileSync(file, 'utf8'))
      .filter((src) => src.startsWith('/_next/') && src.split('?')[0]!.endsWith('.js'))
      .map((src) => path.join(out, decodeURIComponent(src.split('?')[0]!))),
  ),
);

let marked = 0;
for (const file of startupScripts) {
  const text = fs.readFileSync(file, 'utf8');
  if (text.startsWith(COMPILE_HINT)) continue;
  fs.writeFileSync(file, COMPILE_HINT + text);
  marked++;
}
console.log(`✔ Marked ${marked} start-up scripts in ${path.relative(process.cwd(), out)}/ for eager compilation.`);
