import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { futureDateMessage, latestContentDate } from '@/lib/dates';
import type { PictureInfo } from '@/lib/pictures';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { grantSchemeSchema, type GrantScheme } from '@/schemas/grant';
import { siteSchema, type SiteConfig } from '@/schemas/site';
import { months, testimonialsSchema, type Testimonial } from '@/schemas/testimonials';
import { tradeWordsSchema } from '@/schemas/trade-words';
import { sha256 } from '@/lib/kept-files';
import { checkCache } from './check-cache';
import type { Measure } from './check-images';
import { checkNavigation, type RouteTable } from './check-links';
import { collections, DATA_FILES, type CollectionName } from './collections';
import type { Fault } from './faults';
import type { Entry } from './load';

import { readPicture } from './picture-files';
import { decodePath, publicFiles, strayPublicFiles } from './public-files';
import { readCollection, routeOf, type RawEntry } from './raw-entries';
import { siteFaults } from './site-rules';
import { writingCheck, type WritingContext, type WritingFigures } from './writing';
import { parseYamlText, readDataText, readYamlFile } from './validate';
import { lineOf } from './yaml-lines';

export interface CheckedContent {
  faults: Fault[];
  site?: SiteConfig;
  grantScheme?: GrantScheme;
  testimonials: Testimonial[];
  articles: Entry<ArticleFrontmatter>[];
  services: Entry<ServiceFrontmatter>[];
  legal: Entry<LegalFrontmatter>[];
  jobs: Entry<JobFrontmatter>[];
  /** The photos the content names, by their address (/images/boiler.jpg), measured. */
  pictures: Record<string, PictureInfo>;
  /** Every published address: the React pages and the MDX entries (drafts only when included). */
  routes: RouteTable;
  /** Each page's writing figures, when the check gave the writing advice (`writing`). */
  writing: { file: string; route: string; figures: WritingFigures }[];
}

export interface CheckOptions {
  root?: string;
  /** Drafts become pages (the editors' preview); otherwise they are validated but not published. */
  includeDrafts?: boolean;
  /** The day the check runs, for the review reminder of time-sensitive facts. */
  today?: Date;
  /** Keep each page's result in .next/cache and reuse those of unchanged pages (./check-cache). */
  cached?: boolean;
  /**
   * Give the writing advice too (./writing): how each page reads and will be found. Warnings only,
   * for `npm run content:check` and `npm run content:report`; the build goes without.
   */
  writing?: boolean;
}

export type { Entry } from './load';

export const GRANT_FILE = DATA_FILES.grantScheme;
const SITE_FILE = DATA_FILES.site;
const TESTIMONIALS_FILE = DATA_FILES.testimonials;
const TRADE_WORDS_FILE = DATA_FILES.tradeWords;
/** Months after which time-sensitive facts are due for a review. */
export const REVIEW_AFTER_MONTHS = 6;

/** A reminder, not an error: the grant's rules change, and staff should look at them twice a year. */
export function reviewWarning(lastChecked: string, today: Date): Fault[] {
  const due = new Date(`${lastChecked}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + REVIEW_AFTER_MONTHS);
  if (today.getTime() < due.getTime()) return [];
  return [
    {
      file: GRANT_FILE,
      rule: 'grant-review',
      severity: 'warning',
      message: `"lastChecked" is ${lastChecked}, more than ${REVIEW_AFTER_MONTHS} months ago: check the scheme's rules against the government's guidance, update anything that changed, and set "lastChecked" to today's date`,
    },
  ];
}

/** A "lastChecked" ahead of today is a typo, and would put off the review reminder for years. */
function lastCheckedFaults(lastChecked: string, today: Date): Fault[] {
  if (lastChecked <= latestContentDate(today)) return reviewWarning(lastChecked, today);
  return [{ file: GRANT_FILE, rule: 'grant-review', severity: 'error', message: futureDateMessage('lastChecked', lastChecked) }];
}

/** A review dated after today: a typo in its year (2027 for 2024), which would be shown as a date to come. */
function futureReviewFaults(testimonials: readonly Testimonial[], source: string, today: Date): Fault[] {
  const [year, month] = [today.getUTCFullYear(), today.getUTCMonth()];
  return testimonials.flatMap((testimonial, index) => {
    if (testimonial.year === undefined) return [];
    const monthIndex = testimonial.month ? months.indexOf(testimonial.month) : 0;
    if (testimonial.year < year || (testimonial.year === year && monthIndex <= month)) return [];
    const when = `${testimonial.month ? `${testimonial.month} ` : ''}${testimonial.year}`;
    return [
      {
        file: TESTIMONIALS_FILE,
        line: lineOf(source, ['testimonials', index, 'year']),
        rule: 'review-date',
        severity: 'error' as const,
        message: `"year" dates this review ${when}, which has not come yet: give the month and year the customer wrote it`,
      },
    ];
  });
}

function sampleWarning(testimonials: readonly Testimonial[]): Fault[] {
  const samples = testimonials.filter((testimonial) => testimonial.sample).length;
  if (samples === 0) return [];
  return [
    {
      file: 'content/testimonials.yaml',
      rule: 'sample-testimonials',
      severity: 'warning',
      message: `${samples} testimonial${samples === 1 ? ' is' : 's are'} still marked "sample: true"; replace them with genuine reviews before launch (UK law forbids fake reviews)`,
    },
  ];
}

/** What content/ holds: the collections' folders and the data files. Anything else there is never read. */
const CONTENT_ITEMS = new Set([
  ...Object.values(collections).map(({ dir }) => path.basename(dir)),
  path.basename(SITE_FILE),
  path.basename(TESTIMONIALS_FILE),
  path.basename(GRANT_FILE),
  path.basename(TRADE_WORDS_FILE),
]);

function strayContent(root: string): Fault[] {
  const dir = path.join(root, 'content');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .filter((name) => !name.startsWith('.') && !CONTENT_ITEMS.has(name))
    .map((name) => ({
      file: `content/${name}`,
      rule: 'stray-content',
      severity: 'error' as const,
      message: `this is not read, so it is never published: articles go in content/articles, service pages in content/services, legal pages in content/legal, jobs of Our work in content/jobs`,
    }));
}

/** The spelling dictionary's files, read once a process: British English, from dictionary-en-gb. */
let dictionary: { aff: Buffer; dic: Buffer } | undefined;

/**
 * What the writing advice is given besides each page: the site's name and address, the dictionary and
 * the trade's words (content/trade-words.yaml, which may be left out), with a fingerprint of them all
 * for the cache.
 */
function writingContext(root: string, site: SiteConfig, faults: Fault[]): { context: WritingContext; fingerprint: string } {
  const words = fs.existsSync(path.join(root, TRADE_WORDS_FILE))
    ? (readYamlFile(root, TRADE_WORDS_FILE, tradeWordsSchema, faults)?.words ?? [])
    : [];
  const folder = path.dirname(fileURLToPath(import.meta.resolve('dictionary-en-gb')));
  dictionary ??= {
    aff: fs.readFileSync(path.join(folder, 'index.aff')),
    dic: fs.readFileSync(path.join(folder, 'index.dic')),
  };
  const context: WritingContext = { site: { name: site.name, url: site.url }, spelling: { ...dictionary, words } };
  return { context, fingerprint: sha256(JSON.stringify(['writing', context.site, words])) };
}

/** Reads and validates every content file, collecting every fault rather than stopping at the first. */
export function checkContent({
  root = process.cwd(),
  includeDrafts = false,
  today = new Date(),
  cached = false,
  writing = false,
}: CheckOptions = {}): CheckedContent {
  const faults: Fault[] = strayContent(root);
  // The site file's text is kept: the menu's faults are placed on its lines once the pages are known.
  const siteSource = readDataText(root, SITE_FILE, faults);
  const site = siteSource === undefined ? undefined : parseYamlText(SITE_FILE, siteSource, siteSchema, faults);
  const grantScheme = readYamlFile(root, GRANT_FILE, grantSchemeSchema, faults);
  if (grantScheme) faults.push(...lastCheckedFaults(grantScheme.lastChecked, today));
  const testimonialsSource = readDataText(root, TESTIMONIALS_FILE, faults);
  const testimonials =
    testimonialsSource === undefined
      ? []
      : (parseYamlText(TESTIMONIALS_FILE, testimonialsSource, testimonialsSchema, faults)?.testimonials ?? []);
  if (testimonialsSource !== undefined) faults.push(...futureReviewFaults(testimonials, testimonialsSource, today));
  faults.push(...sampleWarning(testimonials));

  const advice = writing && site ? writingContext(root, site, faults) : undefined;
  const cache = cached ? checkCache(root, today, advice?.fingerprint) : undefined;
  const raw = (Object.keys(collections) as CollectionName[]).flatMap((name) =>
    readCollection(root, name, today, faults, cache, advice && ((page) => writingCheck(page, advice.context))),
  );
  cache?.save();
  const files = publicFiles(root);
  faults.push(...strayPublicFiles(files));
  const measure: Measure = (src) => readPicture(root, decodePath(src));
  const { routes, pictures } = siteFaults(raw, { files, site, grant: grantScheme?.grant, includeDrafts, measure }, faults);
  if (site && siteSource !== undefined) checkNavigation(site.navigation, siteSource, routes, faults);
  for (const [route, target] of routes) if (target.draft) routes.delete(route);

  const entries = <F>(name: CollectionName, pick: (entry: RawEntry) => F | undefined): Entry<F>[] =>
    raw.flatMap((entry) => {
      const frontmatter = entry.collection === name ? pick(entry) : undefined;
      const route = routeOf(entry);
      if (!frontmatter || !routes.has(route) || routes.get(route)?.file !== entry.file) return [];
      const imageSrc = entry.frontmatter && 'image' in entry.frontmatter ? entry.frontmatter.image?.src : undefined;
      const picture = imageSrc ? pictures[imageSrc] : undefined;
      return [{ collection: name, slug: entry.slug, file: entry.file, route, frontmatter, body: entry.body, picture }];
    });

  return {
    faults,
    site,
    grantScheme,
    testimonials,
    articles: entries('articles', (entry) => (entry.frontmatter && 'category' in entry.frontmatter ? entry.frontmatter : undefined)),
    services: entries('services', (entry) => (entry.frontmatter && 'serviceType' in entry.frontmatter ? entry.frontmatter : undefined)),
    legal: entries('legal', (entry) =>
      entry.frontmatter && 'section' in entry.frontmatter && entry.frontmatter.section === 'Legal' ? entry.frontmatter : undefined,
    ),
    jobs: entries('jobs', (entry) => (entry.frontmatter && 'photos' in entry.frontmatter ? entry.frontmatter : undefined)),
    pictures,
    routes,
    writing: raw.flatMap((entry) => (entry.writing ? [{ file: entry.file, route: routeOf(entry), figures: entry.writing }] : [])),
  };
}
