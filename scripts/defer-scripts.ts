/**
 * After `next build`: in every page of the export, the start-up scripts are added by a small loader
 * once the page has painted, instead of by tags that can make the first paint wait for them
 * (lib/perf/deferred-scripts.ts). Runs before the headers step, which lists the loader's hash in
 * each page's Content-Security-Policy.
 */
import fs from 'node:fs';
import path from 'node:path';
import { deferStartupScripts } from '@/lib/perf/deferred-scripts';
import { htmlFiles } from '@/lib/perf/page-weight';

const out = path.resolve(process.argv[2] ?? 'out');

let changed = 0;
for (const file of htmlFiles(out)) {
  const html = fs.readFileSync(file, 'utf8');
  const deferred = deferStartupScripts(html);
  if (deferred === html) continue;
  fs.writeFileSync(file, deferred);
  changed++;
}
console.log(
  `✔ Start-up scripts load after the first paint in ${changed} pages of ${path.relative(process.cwd(), out)}/.`,
);
