import { staticRoutes } from '@/lib/routes';
import type { SiteConfig } from '@/schemas/site';
import { checkStatedFigures } from './check-figures';
import { checkImages, type Measure } from './check-images';
import { jobTownFaults } from './check-jobs';
import { checkLinks, ownAddresses, type RouteTable } from './check-links';
import { routeOf } from './collections';
import type { Fault } from './faults';
import type { RawEntry } from './read-entry';
import { sharedPhraseFaults } from './writing/shared-phrases';
import { lineOf } from './yaml-lines';

/**
 * The rules between pages, over the pages as each was read on its own (./read-entry.ts): addresses
 * and titles used twice, links and related pages, pictures, figures that must agree with the data
 * files, the towns of jobs. Pure, so the web editor runs them on the page being edited against the
 * rest of the site as the build wrote it (build/editor/check-context.ts), as CI runs them on all.
 */
export interface SiteContext {
  /** The files of public/, by the address the site serves them at (/images/boiler.jpg). */
  files: ReadonlySet<string>;
  site?: Pick<SiteConfig, 'url' | 'areas' | 'boilerGuaranteeYears'>;
  grant?: number;
  /** Drafts are pages (the editors' preview): links to them are not faults. */
  includeDrafts?: boolean;
  /** Measures a photo of public/ (Node only): without it, a photo's size is not judged. */
  measure?: Measure;
}

/** The address of every page; a second file with the same address is a fault. */
export function routeTable(raw: readonly RawEntry[], includeDrafts: boolean, faults: Fault[]): RouteTable {
  const routes: RouteTable = new Map(
    staticRoutes.map((route) => [route.href, { file: `the ${route.title} page`, draft: false }]),
  );
  for (const entry of raw) {
    const route = routeOf(entry);
    const existing = routes.get(route);
    if (existing) {
      faults.push({
        file: entry.file,
        rule: 'same-address',
        severity: 'error',
        message: `its address ${route} is already used by ${existing.file}; rename the file to give it another address`,
      });
      continue;
    }
    routes.set(route, {
      file: entry.file,
      // Unknown when the body could not be read: links to its anchors are then not judged.
      headingIds: entry.bodyRead ? entry.body.headingIds : undefined,
      draft: entry.settings.draft && !includeDrafts,
    });
  }
  return routes;
}

/** Two published pages with one title: usually an article copied to start a new one, and left as it was. */
function sameTitles(raw: readonly RawEntry[], faults: Fault[]): void {
  const seen = new Map<string, string>();
  for (const entry of raw) {
    const title = entry.frontmatter?.title;
    if (!title || entry.settings.draft || entry.misnamed) continue;
    const key = title.trim().toLowerCase();
    const first = seen.get(key);
    if (first) {
      faults.push({
        file: entry.file,
        line: lineOf(entry.source, ['title']),
        rule: 'same-title',
        severity: 'error',
        message: `"title" is the same as the title of ${first}; two pages with one title confuse readers and search engines: give this page its own title`,
      });
    } else {
      seen.set(key, entry.file);
    }
  }
}

/** A page's "related" list naming the page itself, or one page twice: a card to itself, or the same card twice. */
function checkRelated(raw: RawEntry[], routes: RouteTable, faults: Fault[]): void {
  // A card shows a page's title and description, so only pages from content/ can have one.
  const contentRoutes = new Set(raw.filter((entry) => entry.collection !== 'jobs').map(routeOf));
  for (const entry of raw) {
    const own = routeOf(entry);
    const seen = new Set<string>();
    const line = lineOf(entry.source, ['related']);
    for (const href of entry.settings.related) {
      const page = href.split(/[?#]/)[0]!;
      if (href === own) {
        faults.push({ file: entry.file, line, rule: 'related', severity: 'error', message: `"related" lists this page itself (${href}): remove it` });
      } else if (href !== page && contentRoutes.has(page)) {
        faults.push({
          file: entry.file,
          line,
          rule: 'related',
          severity: 'error',
          message: `"related" lists ${href}, but a related card links to a whole page, so it would be left out: write ${page}`,
        });
      } else if (!contentRoutes.has(page) && routes.has(page)) {
        faults.push({
          file: entry.file,
          line,
          rule: 'related',
          severity: 'error',
          message: `"related" lists ${href}, which is not an article, service or legal page, so no card would show for it: list only pages from the content folder, and link to ${page} in the text instead`,
        });
      } else if (seen.has(href)) {
        faults.push({ file: entry.file, line, rule: 'related', severity: 'error', message: `"related" lists ${href} twice: remove one` });
      }
      seen.add(href);
    }
  }
}

/**
 * The writing advice between pages, where the pages were given the writing advice (./writing): a main
 * search phrase another published page has too. Only the pages given the advice are told (in the web
 * editor, the page being edited); every published page counts as the other.
 */
function sharedPhrases(raw: RawEntry[], faults: Fault[]): void {
  const advised = new Set(raw.filter((entry) => entry.writing).map((entry) => entry.file));
  if (advised.size === 0) return;
  const pages = raw.flatMap(({ file, source, frontmatter, settings, misnamed, ...entry }) =>
    frontmatter && 'keywords' in frontmatter && !settings.draft && !misnamed
      ? [{ file, source, route: routeOf({ ...entry, settings }), keywords: frontmatter.keywords, accept: frontmatter.accept }]
      : [],
  );
  faults.push(...sharedPhraseFaults(pages).filter((fault) => advised.has(fault.file)));
}

/** Every fault between pages; the routes they make are returned for what the site publishes. */
export function siteFaults(raw: RawEntry[], context: SiteContext, faults: Fault[]) {
  const routes = routeTable(raw, context.includeDrafts ?? false, faults);
  sameTitles(raw, faults);
  checkStatedFigures(raw, { grant: context.grant, guaranteeYears: context.site?.boilerGuaranteeYears }, faults);
  checkLinks(raw, routes, context.files, faults, ownAddresses(context.site?.url));
  checkRelated(raw, routes, faults);
  sharedPhrases(raw, faults);
  if (context.site) faults.push(...jobTownFaults(raw, context.site.areas));
  const pictures = checkImages(raw, context.files, faults, context.measure);
  return { routes, pictures };
}
