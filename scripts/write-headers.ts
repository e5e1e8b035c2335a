/**
 * After `next build`: writes out/_headers (Netlify, Cloudflare Pages) from lib/security-headers.ts,
 * with each page's strict Content-Security-Policy listing the hashes of its inline scripts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { baselinePolicy, commonHeaders, inlineScripts, pagePolicy, scriptHash } from '@/lib/security-headers';
import { getSite } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');

function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** about.html → /about, index.html → / */
const routeOf = (file: string) =>
  `/${path
    .relative(out, file)
    .replace(/\\/g, '/')
    .replace(/(^|\/)?index\.html$/, '')
    .replace(/\.html$/, '')}`;

const site = getSite();
const formOrigins = [
  ...new Set(
    [site.forms.quoteUrl, site.forms.subscribeUrl, site.forms.embedScriptUrl]
      .filter(Boolean)
      .map((url) => new URL(url).origin),
  ),
];
const options = { formOrigins };

const block = (pathPattern: string, headers: Record<string, string>) =>
  [pathPattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');

const pages = htmlFiles(out)
  .map((file) => ({
    route: routeOf(file),
    hashes: [...new Set(inlineScripts(fs.readFileSync(file, 'utf8')).map(scriptHash))],
  }))
  .filter(({ route }) => route !== '/404' && route !== '/_not-found')
  .sort((a, b) => a.route.localeCompare(b.route));

const text = [
  '# Written by scripts/write-headers.ts from lib/security-headers.ts after each build: do not edit.',
  '# Every response gets these, and a baseline policy; each page adds its own strict policy, which browsers enforce too.',
  block('/*', { ...commonHeaders(), 'Content-Security-Policy': baselinePolicy(options) }),
  ...pages.map(({ route, hashes }) => block(route, { 'Content-Security-Policy': pagePolicy(options, hashes) })),
].join('\n\n');

fs.writeFileSync(path.join(out, '_headers'), `${text}\n`);
const most = Math.max(...pages.map(({ hashes }) => hashes.length));
console.log(
  `✔ Wrote ${path.relative(process.cwd(), out)}/_headers: ${pages.length} pages, up to ${most} inline scripts allowed by hash each.`,
);
