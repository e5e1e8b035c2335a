import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { isPhoto, type PictureInfo } from '@/lib/pictures';
import { staticRoutes } from '@/lib/routes';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { grantSchemeSchema, type GrantScheme } from '@/schemas/grant';
import { siteSchema, type SiteConfig } from '@/schemas/site';
import { testimonialsSchema, type Testimonial } from '@/schemas/testimonials';
import { collections, DATA_FILES, type CollectionName } from './collections';
import { ContentError, type Fault } from './faults';
import { analyseMdx, type BodyAnalysis } from './mdx-analysis';
import { readPicture } from './picture-files';
import { decodePath } from './public-files';
import { readContentText } from './read-text';
import { keptAnalysis } from './check-cache';
import { readYamlFile, validate } from './validate';
import { readYaml } from './yaml-source';
import { yamlSyntaxFault } from './yaml-syntax-faults';

/** What the pages show of a body, found by reading it once: its contents, reading time and building blocks. */
export type PageBody = Pick<BodyAnalysis, 'outline' | 'readingMinutes' | 'components'>;

export interface Entry<Frontmatter> {
  collection: CollectionName;
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  /** The page's address on the site, like /knowledge-centre/heat-pump-guide */
  route: string;
  frontmatter: Frontmatter;
  body: PageBody;
  /** The frontmatter's `image`, measured (lib/pictures.ts). */
  picture?: PictureInfo;
}

/** The settings the loader reads of every page. */
interface PageSettings {
  draft: boolean;
  category?: string;
  image?: { src: string };
}

type LoadedEntry = Entry<PageSettings>;

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

const fault = (file: string, message: string, line?: number): Fault => ({ file, line, severity: 'error', message });

/** Throws the faults, if any, as one error listing each with its file, line and field. */
function stopOn(faults: Fault[]): void {
  if (faults.length > 0) throw new ContentError(faults);
}

/** content/site.yaml, validated; throws a ContentError naming each fault. */
export function loadSite(root = process.cwd()): SiteConfig {
  const faults: Fault[] = [];
  const site = readYamlFile(root, DATA_FILES.site, siteSchema, faults);
  stopOn(faults);
  return site!;
}

/** Each loaded entry's analysis of its text, made when first asked for. */
const analyses = new WeakMap<Entry<unknown>, () => BodyAnalysis>();

/** The whole analysis of an entry's text (the pictures it shows, …), as its `body` reads it. */
export function analysisOf(entry: Entry<unknown>): BodyAnalysis {
  const analyse = analyses.get(entry);
  if (!analyse) throw new Error(`${entry.file} was not loaded by loadContent`);
  return analyse();
}

/** A page's text, parsed; throws a ContentError naming the file (and the line) when it is not valid MDX. */
function analyseBody(file: string, text: string): BodyAnalysis {
  try {
    return analyseMdx(text);
  } catch (error) {
    // The parser's rule, not its words: the content check, which runs first, says it in words.
    const { line, ruleId } = error as { line?: number; ruleId?: string };
    throw new ContentError([fault(file, `the text is not valid MDX here (${ruleId ?? 'unreadable'}): npm run content:check explains the fix`, line)]);
  }
}

/**
 * One page, its settings read and validated as the content check reads them; a draft is validated
 * but left out unless drafts are published. Its text is parsed (for its contents, reading time and
 * building blocks) when a page first asks for `body`: each of a build's processes renders only some
 * of the pages, and parsing all the others' text would cost each about 10 ms an article. In a build,
 * the content check has parsed it already, and its reading is used (./check-cache).
 */
function loadEntry<S extends z.ZodType<PageSettings>>(
  root: string,
  name: CollectionName,
  schema: S,
  fileName: string,
  includeDrafts: boolean,
  faults: Fault[],
): Entry<z.output<S>> | undefined {
  const { dir, route } = collections[name];
  const file = `${dir}/${fileName}`;
  const slug = fileName.replace(/\.mdx$/, '');
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) {
    faults.push(fault(file, 'the file name becomes the page address: it must be lower-case words joined by hyphens, like heat-pump-guide.mdx'));
    return undefined;
  }
  const text = readContentText(path.join(root, file), file, faults);
  if (text === undefined) return undefined;
  const closing = text.split('\n').findIndex((line, index) => index > 0 && line.trimEnd() === '---');
  if (!text.startsWith('---') || closing === -1) {
    faults.push(fault(file, 'the file must start with its settings block between two --- lines', 1));
    return undefined;
  }
  const settings = readYaml(text.split('\n').slice(1, closing).join('\n'), 2);
  const read = settings.value;
  if (!read) {
    faults.push(yamlSyntaxFault(file, settings, 'the settings block'));
    return undefined;
  }
  const frontmatter = validate(schema, read.value ?? {}, file, text, faults);
  if (!frontmatter || (frontmatter.draft && !includeDrafts)) return undefined;
  let analysis: BodyAnalysis | undefined;
  const analyse = () => (analysis ??= keptAnalysis(root, name, fileName, text) ?? analyseBody(file, text));
  let body: PageBody | undefined;
  const entry = {
    collection: name,
    slug,
    file,
    route: route(slug, frontmatter.category),
    frontmatter,
    get body(): PageBody {
      if (!body) {
        const { outline, readingMinutes, components } = analyse();
        body = { outline, readingMinutes, components };
      }
      return body;
    },
  };
  analyses.set(entry, analyse);
  return entry;
}

/** Every page of a collection, in the order of their file names; drafts only when they are published. */
function loadCollection<S extends z.ZodType<PageSettings>>(
  root: string,
  name: CollectionName,
  schema: S,
  includeDrafts: boolean,
  faults: Fault[],
): Entry<z.output<S>>[] {
  const absolute = path.join(root, collections[name].dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute, { withFileTypes: true })
    .filter((item) => item.isFile() && item.name.endsWith('.mdx'))
    .map((item) => item.name)
    .sort()
    .flatMap((fileName) => loadEntry(root, name, schema, fileName, includeDrafts, faults) ?? []);
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
    if (first) faults.push(fault(file, `its address ${route} is already used by ${first}`));
    else taken.set(route, file);
  }
}

/**
 * Everything the pages show, read from content/ as the content check reads it and validated against
 * the schemas; throws a ContentError naming the file, field and line of every fault. It makes no
 * judgement beyond the schemas: that is the content check's (./check.ts), which `npm run build` runs first.
 */
export function loadContent({ root = process.cwd(), includeDrafts = false }: LoadOptions = {}): Content {
  const faults: Fault[] = [];
  const site = readYamlFile(root, DATA_FILES.site, siteSchema, faults);
  const grantScheme = readYamlFile(root, DATA_FILES.grantScheme, grantSchemeSchema, faults);
  const testimonials = readYamlFile(root, DATA_FILES.testimonials, testimonialsSchema, faults)?.testimonials ?? [];
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
    else faults.push(fault(entry.file, `"image.src": the picture ${src} ${measured.problem}`));
  }
  // A job's photos: each must be there to be shown (the content check has said so in words).
  for (const job of jobs)
    job.frontmatter.photos.forEach(({ src }, index) => {
      const measured = measure(root, src);
      if ('problem' in measured) faults.push(fault(job.file, `"photos[${index}].src": the picture ${src} ${measured.problem}`));
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
function allPhotos(root: string, entries: readonly LoadedEntry[], jobs: readonly Entry<JobFrontmatter>[]): Record<string, PictureInfo> {
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
      else faults.push(fault(entry.file, `the picture ${src} ${measured.problem}`));
    }
  }
  stopOn(faults);
  return pictures;
}
