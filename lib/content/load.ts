import fs from 'node:fs';
import path from 'node:path';
import { isPhoto, type PictureInfo } from '@/lib/pictures';
import { staticRoutes } from '@/lib/routes';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { grantSchemeSchema, type GrantScheme } from '@/schemas/grant';
import { siteSchema, type SiteConfig } from '@/schemas/site';
import { testimonialsSchema, type Testimonial } from '@/schemas/testimonials';
import { collections } from './collections';
import { ContentError, type Fault } from './faults';
import { analysisOf, loadCollection, type Entry, type LoadedEntry } from './load-entries';
import { DATA_FILES, loadDataFile } from './load-file';
import { readPicture } from './picture-files';
import { decodePath } from './public-files';

export interface LoadOptions {
  root?: string;
  /** Drafts become pages (the editors' preview); otherwise they are validated but not published. */
  includeDrafts?: boolean;
}

export interface Content {
  site: SiteConfig;
  grantScheme: GrantScheme;
  testimonials: Testimonial[];
  articles: Entry<ArticleFrontmatter>[];
  services: Entry<ServiceFrontmatter>[];
  legal: Entry<LegalFrontmatter>[];
  /** Our work: the jobs done. */
  jobs: Entry<JobFrontmatter>[];
  /**
   * Every photo the pages show, by its address as written (/images/boiler.jpg), measured. Reading it
   * parses every page's text: a page asks `photo(src)` for one.
   */
  readonly pictures: Record<string, PictureInfo>;
  /** A photo of public/, measured; undefined for anything else (a drawing, a missing file). */
  photo(src: string): PictureInfo | undefined;
}

/** Throws the faults, if any, as one error listing each with its file, line and field. */
function stopOn(faults: Fault[]): void {
  if (faults.length > 0) throw new ContentError(faults);
}

/** content/site.yaml, validated; throws a ContentError naming each fault. */
export function loadSite(root = process.cwd()): SiteConfig {
  const faults: Fault[] = [];
  const site = loadDataFile(root, DATA_FILES.site, siteSchema, faults);
  stopOn(faults);
  return site!;
}

/** A picture of public/ by its address, measured, or the reason it cannot be. */
function measure(root: string, src: string): { picture: PictureInfo } | { problem: string } {
  if (!fs.existsSync(path.join(root, 'public', decodePath(src)))) return { problem: 'is not in the public/ folder' };
  const reading = readPicture(root, decodePath(src));
  return reading.ok ? { picture: reading.picture } : { problem: reading.reason };
}

/** The photos an entry's text shows (drawings are served as they are). */
const photosOf = (entry: LoadedEntry) =>
  analysisOf(entry)
    .images.filter(({ src, syntax }) => syntax === 'markdown' && src.startsWith('/') && isPhoto(src))
    .map(({ src }) => src);

/** Two pages with one address: the second would never be built. */
function sameAddresses(entries: readonly LoadedEntry[], faults: Fault[]): void {
  const taken = new Map<string, string>(staticRoutes.map((route) => [route.href, `the ${route.title} page`]));
  for (const { route, file } of entries) {
    const first = taken.get(route);
    if (first) faults.push({ file, severity: 'error', message: `its address ${route} is already used by ${first}` });
    else taken.set(route, file);
  }
}

/**
 * Everything the pages show, read from content/ and validated against the schemas; throws a
 * ContentError naming the file, field and line of every fault. It makes no judgement beyond the
 * schemas: that is the content check's (lib/content/check.ts), which `npm run build` runs first.
 */
export function loadContent({ root = process.cwd(), includeDrafts = false }: LoadOptions = {}): Content {
  const faults: Fault[] = [];
  const site = loadDataFile(root, DATA_FILES.site, siteSchema, faults);
  const grantScheme = loadDataFile(root, DATA_FILES.grantScheme, grantSchemeSchema, faults);
  const testimonials = loadDataFile(root, DATA_FILES.testimonials, testimonialsSchema, faults)?.testimonials ?? [];
  const articles = loadCollection(root, 'articles', collections.articles.schema, includeDrafts, faults);
  const services = loadCollection(root, 'services', collections.services.schema, includeDrafts, faults);
  const legal = loadCollection(root, 'legal', collections.legal.schema, includeDrafts, faults);
  const jobs = loadCollection(root, 'jobs', collections.jobs.schema, includeDrafts, faults);
  const entries: LoadedEntry[] = [...articles, ...services, ...legal, ...jobs];
  sameAddresses(entries, faults);
  for (const entry of entries) {
    const src = entry.frontmatter.image?.src;
    if (!src) continue;
    const measured = measure(root, src);
    if ('picture' in measured) entry.picture = measured.picture;
    else faults.push({ file: entry.file, severity: 'error', message: `"image.src": the picture ${src} ${measured.problem}` });
  }
  // A job's photos: each must be there to be shown (the content check has said so in words).
  for (const job of jobs)
    job.frontmatter.photos.forEach(({ src }, index) => {
      const measured = measure(root, src);
      if ('problem' in measured)
        faults.push({ file: job.file, severity: 'error', message: `"photos[${index}].src": the picture ${src} ${measured.problem}` });
    });
  stopOn(faults);

  let pictures: Record<string, PictureInfo> | undefined;
  return {
    site: site!,
    grantScheme: grantScheme!,
    testimonials,
    articles,
    services,
    legal,
    jobs,
    get pictures() {
      pictures ??= allPhotos(root, entries, jobs);
      return pictures;
    },
    photo: (src) => {
      if (!src.startsWith('/') || !isPhoto(src)) return undefined;
      const measured = measure(root, src);
      return 'picture' in measured ? measured.picture : undefined;
    },
  };
}

/** Every photo the entries show, measured; throws a ContentError naming each that cannot be. */
function allPhotos(
  root: string,
  entries: readonly LoadedEntry[],
  jobs: readonly Entry<JobFrontmatter>[],
): Record<string, PictureInfo> {
  const faults: Fault[] = [];
  const pictures: Record<string, PictureInfo> = {};
  for (const { frontmatter } of jobs)
    for (const { src } of frontmatter.photos) {
      const measured = measure(root, src);
      if ('picture' in measured) pictures[src] = measured.picture;
    }
  for (const entry of entries) {
    if (entry.picture) pictures[entry.frontmatter.image!.src] = entry.picture;
    for (const src of photosOf(entry)) {
      if (pictures[src]) continue;
      const measured = measure(root, src);
      if ('picture' in measured) pictures[src] = measured.picture;
      else faults.push({ file: entry.file, severity: 'error', message: `the picture ${src} ${measured.problem}` });
    }
  }
  stopOn(faults);
  return pictures;
}
