/**
 * `npm run content:check`: validates every content file without building the site, listing every
 * problem at once. Also the first step of `npm run build`.
 */
import { cacheCheckedContent } from '@/lib/content/cache';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';

const started = performance.now();
const content = checkContent();
const { faults, articles, services, legal } = content;
const errors = faults.filter((fault) => fault.severity === 'error');
const warnings = faults.filter((fault) => fault.severity === 'warning');

for (const warning of warnings) console.warn(`⚠ ${formatFault(warning)}`);
for (const error of errors) console.error(`✖ ${formatFault(error)}`);

const pages = articles.length + services.length + legal.length;
const took = Math.round(performance.now() - started);
if (errors.length > 0) {
  console.error(
    `\nContent check failed: ${errors.length} problem${errors.length === 1 ? '' : 's'} to fix (listed above, each with its file and line).` +
      `\nNothing has been published. Fix them and run \`npm run content:check\` again.`,
  );
  process.exit(1);
}
// The build's next steps read this result instead of checking everything again.
cacheCheckedContent(content);
console.log(
  `✔ Content check passed: ${pages} pages checked, ${warnings.length} warning${warnings.length === 1 ? '' : 's'} (${took} ms).`,
);
