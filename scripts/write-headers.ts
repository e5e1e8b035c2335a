/**
 * After the pages are finished: writes out/_headers from build/headers-file.ts and out/_redirects
 * from build/redirects-file.ts, and fails if either goes over what Cloudflare Pages reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { headersFile, headersFileProblems } from '@/build/headers-file';
import { articleRedirects, redirectsFile, redirectsProblems } from '@/build/redirects-file';
import { formOriginsOf } from '@/build/security-headers';
import { getContent } from '@/lib/content';
import { getSite, isPreviewBuild } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');
const { forms } = getSite();
const text = headersFile({
  formOrigins: formOriginsOf([forms.quoteUrl, forms.subscribeUrl, forms.embedScriptUrl]),
  preview: isPreviewBuild(),
});
const redirects = articleRedirects(getContent().articles);
const problems = [
  ...headersFileProblems(text).map((problem) => `✖ _headers: ${problem}`),
  ...redirectsProblems(redirects).map((problem) => `✖ _redirects: ${problem}`),
];
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
fs.writeFileSync(path.join(out, '_headers'), text);
fs.writeFileSync(path.join(out, '_redirects'), redirectsFile(redirects));
console.log(
  `✔ Wrote ${path.relative(process.cwd(), out)}/_headers: one rule for every response, one for each folder of hashed files, one for the web editor${isPreviewBuild() ? ', noindex (a preview build)' : ''}.`,
);
console.log(
  `✔ Wrote ${path.relative(process.cwd(), out)}/_redirects: ${redirects.length} Community article${redirects.length === 1 ? '' : 's'} also reached without community/ in the address.`,
);
