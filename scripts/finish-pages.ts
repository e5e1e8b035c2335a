/**
 * After `next build`: makes each exported page what it is served as (docs/islands.md).
 * - Decides from what the page rendered whether it is an island page. Every page loses Next's
 *   start-up scripts, preloads and page data: nothing hydrates the whole page. An island page names
 *   on each island its own script, which the site script loads when the island is needed and which
 *   hydrates that island alone (browser/hydrate-island.ts).
 * - Bundles the site's enhancement script into out/assets/ and adds it to every page, with the
 *   speculation rules.
 * - Puts each page's script policy first in its head (build/security-headers.ts), and its stylesheet
 *   before its scripts, so the browser asks for the stylesheet first.
 * Checks every page before changing any: a page it cannot place fails the build, naming the page
 * and the component, and out/ is left as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  DUPLICATE_NOT_FOUND_ROUTE,
  htmlFiles,
  removeRouterData,
  removeFiles,
  routeOf,
  unpublishedOurWork,
} from '@/build/export-files';
import { brokenLinkMessage, brokenLinks } from '@/build/export-links';
import { executableInlineScripts, withHead, withoutFrameworkScripts } from '@/build/page-html';
import {
  bundleEnhancements,
  bundleIslands,
  partPreloads,
  siteScripts,
  siteStyles,
  withIslandScripts,
} from '@/build/site-scripts';
import { clientReferences, readClientModules } from '@/build/next';
import * as registry from '@/components/islands/registry';
import { islandsOf, registeredIslandFiles, type Island } from '@/build/decide-islands';
import { formOriginsOf, hasSiteSearch, pagePolicy, scriptHash } from '@/build/security-headers';
import { getContent, getJobs } from '@/lib/content';
import { PICTURES_FOLDER, pictureVariants } from '@/lib/pictures';
import { getSite } from '@/lib/site';

const out = path.resolve(process.argv[2] ?? 'out');
const nextDir = path.resolve(process.argv[3] ?? '.next');

const site = getSite();
const options = {
  formOrigins: formOriginsOf([site.forms.quoteUrl, site.forms.subscribeUrl, site.forms.embedScriptUrl]),
};
const modules = readClientModules(nextDir);
const islandFiles = await registeredIslandFiles(registry, modules);

interface Finished {
  file: string;
  route: string;
  islands: Island[];
  html: string;
}

const problems: string[] = [];
// With no job published, Our work's pages are the not-found page: left out, and removed below.
const unpublished = getJobs().length === 0 ? unpublishedOurWork(out) : [];
const pages = htmlFiles(out)
  .filter((file) => !unpublished.includes(file))
  .map((file) => ({ file, route: routeOf(out, file), html: fs.readFileSync(file, 'utf8') }));
const decided = pages.flatMap(({ file, route, html }) => {
  try {
    const islands = islandsOf(route, clientReferences(html), modules, html, islandFiles);
    return [{ file, route, islands, html: withoutFrameworkScripts(route, html) }];
  } catch (error) {
    problems.push((error as Error).message);
    return [];
  }
});

if (problems.length > 0) {
  console.error(problems.map((problem) => `✖ ${problem}`).join('\n'));
  console.error(`\nNo page was changed: fix the above and build again.`);
  process.exit(1);
}

const bundle = await bundleEnhancements(out);
const islandScripts = await bundleIslands(
  out,
  decided.flatMap((page) => page.islands),
);
const everyPageScripts = siteScripts(bundle.entry);
const finished: Finished[] = decided.map((page) => {
  const html = withIslandScripts(page.html, islandScripts);
  const scripts = everyPageScripts + partPreloads(bundle, html);
  const hashes = [...new Set([...executableInlineScripts(html), ...executableInlineScripts(scripts)].map(scriptHash))];
  const policy = pagePolicy(options, hashes, { webAssembly: hasSiteSearch(html) });
  return { ...page, html: withHead(html, { policy, styles: siteStyles, scripts }) };
});
for (const page of finished) fs.writeFileSync(page.file, page.html);
const routerData = removeRouterData(out, nextDir);
removeFiles(out, unpublished);

// A job's photos link their largest copies, which the pictures step makes after this one.
let pictureCopies: Set<string> | undefined;
const madeLater = (pathname: string) => {
  if (!pathname.startsWith(`/${PICTURES_FOLDER}/`)) return false;
  pictureCopies ??= new Set(
    Object.values(getContent().pictures).flatMap((picture) => pictureVariants(picture).map((variant) => variant.url)),
  );
  return pictureCopies.has(pathname);
};
const broken = brokenLinks(
  out,
  finished.filter((page) => page.route !== DUPLICATE_NOT_FOUND_ROUTE),
  madeLater,
);
if (broken.length > 0) {
  console.error(broken.map((link) => `✖ ${brokenLinkMessage(process.cwd(), link)}`).join('\n'));
  console.error('\nout/ is not ready to publish: fix the above and build again.');
  process.exit(1);
}

const islandPages = finished.filter((page) => page.islands.length > 0);
const relative = path.relative(process.cwd(), out);
console.log(
  `✔ Finished ${finished.length} pages of ${relative}/, none with Next's scripts: ${finished.length - islandPages.length} plain, ` +
    `${islandPages.length} with islands hydrated alone${islandPages.length > 0 ? ':' : '.'}`,
);
for (const page of islandPages)
  console.log(`    ${page.route}: ${[...new Set(page.islands.map((island) => island.name))].join(', ')}`);
console.log(`  Site script: ${bundle.files.join(', ')}`);
console.log(`  Removed Next's router data, which no page runs: ${routerData.length} files.`);
if (unpublished.length > 0) console.log(`  No job of Our work is published: its pages are left out.`);
if (islandScripts.files.length > 0) console.log(`  Islands: ${islandScripts.files.join(', ')}`);
