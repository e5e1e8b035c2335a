/**
 * After the pages are finished: writes out/_headers from build/headers-file.ts, and fails if it
 * goes over what Cloudflare Pages reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { headersFile, headersFileProblems } from '@/build/headers-file';
import { formOriginsOf } from '@/build/security-headers';
import { getSite, isPreviewBuild } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');
const { forms } = getSite();
const text = headersFile({
  formOrigins: formOriginsOf([forms.quoteUrl, forms.subscribeUrl, forms.embedScriptUrl]),
  preview: isPreviewBuild(),
});
const problems = headersFileProblems(text);
if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ _headers: ${problem}`).join('\n'));
  process.exit(1);
}
fs.writeFileSync(path.join(out, '_headers'), text);
console.log(
  `✔ Wrote ${path.relative(process.cwd(), out)}/_headers: one rule for every response, one for each folder of hashed files, one for the web editor${isPreviewBuild() ? ', noindex (a preview build)' : ''}.`,
);
