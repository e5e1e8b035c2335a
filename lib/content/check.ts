import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import yaml from 'js-yaml';
import type { z } from 'zod';
import { staticRoutes } from '@/lib/routes';
import { closest } from '@/lib/suggest';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import { mdxComponentSchemas, type MdxComponentName } from '@/schemas/components';
import { siteSchema, type SiteConfig } from '@/schemas/site';
import { testimonialsSchema, type Testimonial } from '@/schemas/testimonials';
import { collections, type CollectionName } from './collections';
import { describeIssues, type Fault } from './faults';
import { analyseMdx, type BodyAnalysis } from './mdx-analysis';

export interface Entry<Frontmatter> {
  collection: CollectionName;
  slug: string;
  /** Path from the project root, for messages. */
  file: string;
  /** The page's address on the site, like /knowledge-centre/heat-pump-guide */
  route: string;
  frontmatter: Frontmatter;
  body: BodyAnalysis;
}

export interface CheckedContent {
  faults: Fault[];
  site?: SiteConfig;
  testimonials: Testimonial[];
  articles: Entry<ArticleFrontmatter>[];
  services: Entry<ServiceFrontmatter>[];
  legal: Entry<LegalFrontmatter>[];
  /** Every published address: the React pages and the MDX entries (drafts only when included). */
  routes: Map<string, { file: string; headingIds?: string[]; draft: boolean }>;
}

export interface CheckOptions {
  root?: string;
  /** Drafts become pages (the editors' preview); otherwise they are validated but not published. */
  includeDrafts?: boolean;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESERVED_ARTICLE_SLUGS = new Set(['community']);

/**
 * The line of a YAML field, to point editors at it: follows nested keys (`phone.international`) by
 * indentation, and stops at the first list position, pointing at the list itself.
 */
function lineOf(source: string, fieldPath: readonly PropertyKey[]): number | undefined {
  const lines = source.split('\n');
  let found: number | undefined;
  let from = 0;
  let indent = -1;
  for (const key of fieldPath) {
    if (typeof key !== 'string') break;
    const index = lines.findIndex((line, at) => {
      if (at < from) return false;
      const match = /^(\s*)([\w-]+):/.exec(line);
      return match !== null && match[2] === key && match[1]!.length > indent;
    });
    if (index === -1) break;
    found = index + 1;
    from = index + 1;
    indent = /^\s*/.exec(lines[index]!)![0].length;
  }
  return found;
}

function yamlFault(file: string, error: unknown, lineOffset: number): Fault {
  // gray-matter bundles its own YAML parser, so recognise its errors by shape rather than by class.
  const details = error instanceof Error ? (error as Error & { reason?: string; mark?: { line?: number } }) : undefined;
  const line = details?.mark?.line;
  const reason = details?.reason ?? (error instanceof Error ? error.message : String(error));
  return {
    file,
    line: typeof line === 'number' ? line + 1 + lineOffset : undefined,
    severity: 'error',
    message: `the settings block is not valid YAML (${reason}); check the indentation, and put text that contains ":" in double quotes`,
  };
}

function validate<S extends z.ZodType>(
  schema: S,
  data: unknown,
  file: string,
  source: string,
  faults: Fault[],
): z.output<S> | undefined {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  for (const { path: fieldPath, message } of describeIssues(result.error.issues, data, schema)) {
    faults.push({ file, line: lineOf(source, fieldPath), severity: 'error', message });
  }
  return undefined;
}

function readYamlFile<S extends z.ZodType>(root: string, file: string, schema: S, faults: Fault[]): z.output<S> | undefined {
  const absolute = path.join(root, file);
  if (!fs.existsSync(absolute)) {
    faults.push({ file, severity: 'error', message: 'this file is missing' });
    return undefined;
  }
  const source = fs.readFileSync(absolute, 'utf8');
  let data: unknown;
  try {
    data = yaml.load(source);
  } catch (error) {
    faults.push(yamlFault(file, error, 0));
    return undefined;
  }
  return validate(schema, data, file, source, faults);
}

function checkFrontmatterRules(
  entry: { file: string; source: string; frontmatter: { title: string; description: string; datePublished: string; dateModified: string } },
  faults: Fault[],
): void {
  const { file, source, frontmatter } = entry;
  if (frontmatter.dateModified < frontmatter.datePublished) {
    faults.push({
      file,
      line: lineOf(source, ['dateModified']),
      severity: 'error',
      message: `"dateModified" must not be before "datePublished" (found ${frontmatter.dateModified}, published ${frontmatter.datePublished})`,
    });
  }
  if (frontmatter.title.length > 60) {
    faults.push({
      file,
      line: lineOf(source, ['title']),
      severity: 'warning',
      message: `"title" is ${frontmatter.title.length} characters; search results show about 60, so keep it to 60 or fewer`,
    });
  }
  const length = frontmatter.description.length;
  if (length < 50 || length > 160) {
    faults.push({
      file,
      line: lineOf(source, ['description']),
      severity: 'warning',
      message: `"description" is ${length} characters; search results show 50 to 160, so aim for that length`,
    });
  }
}

function checkComponents(file: string, body: BodyAnalysis, faults: Fault[]): void {
  const names = Object.keys(mdxComponentSchemas);
  for (const use of body.components) {
    // Lower-case tags are plain HTML (<br />, <abbr>): allowed as MDX allows them.
    if (!use.name || use.name[0] === use.name[0]?.toLowerCase()) continue;
    if (!(use.name in mdxComponentSchemas)) {
      const suggestion = closest(use.name, names);
      faults.push({
        file,
        line: use.line,
        severity: 'error',
        message:
          `<${use.name}> is not a component we know` +
          (suggestion ? `: did you mean <${suggestion}>?` : `; see content/COMPONENTS.md for the ones you can use`),
      });
      continue;
    }
    for (const prop of use.unreadable) {
      faults.push({
        file,
        line: use.line,
        severity: 'error',
        message: `<${use.name}> prop "${prop}" must be plain text, a number or a list written out in full (see content/COMPONENTS.md)`,
      });
    }
    const schema = mdxComponentSchemas[use.name as MdxComponentName];
    const result = schema.safeParse(use.props);
    if (result.success) continue;
    for (const { message } of describeIssues(result.error.issues, use.props, schema, (field) => `<${use.name}> prop "${field}"`)) {
      faults.push({ file, line: use.line, severity: 'error', message });
    }
  }
}

interface RawEntry {
  collection: CollectionName;
  slug: string;
  file: string;
  source: string;
  frontmatter: ArticleFrontmatter | ServiceFrontmatter | LegalFrontmatter | undefined;
  body: BodyAnalysis;
}

function readCollection(root: string, name: CollectionName, faults: Fault[]): RawEntry[] {
  const { dir } = collections[name];
  const absolute = path.join(root, dir);
  if (!fs.existsSync(absolute)) return [];
  return fs
    .readdirSync(absolute)
    .filter((fileName) => fileName.endsWith('.mdx') || fileName.endsWith('.md'))
    .sort()
    .map((fileName) => {
      const file = `${dir}/${fileName}`;
      const source = fs.readFileSync(path.join(absolute, fileName), 'utf8');
      const slug = fileName.replace(/\.mdx?$/, '');
      const entry: RawEntry = { collection: name, slug, file, source, frontmatter: undefined, body: { headingIds: [], links: [], components: [] } };
      if (fileName.endsWith('.md')) {
        faults.push({ file, severity: 'error', message: 'content pages must end in .mdx; rename the file' });
        return entry;
      }
      if (!SLUG.test(slug)) {
        faults.push({
          file,
          severity: 'error',
          message: `the file name becomes the page address, so it must be lower-case words joined by hyphens, like heat-pump-guide.mdx (found "${fileName}")`,
        });
      }
      if (name === 'articles' && RESERVED_ARTICLE_SLUGS.has(slug)) {
        faults.push({ file, severity: 'error', message: `"${slug}" is the address of an existing page; choose another file name` });
      }
      if (!source.startsWith('---')) {
        faults.push({ file, line: 1, severity: 'error', message: 'the file must start with its settings block between two --- lines (title, description, …)' });
        return entry;
      }
      let data: Record<string, unknown>;
      try {
        data = matter(source).data;
      } catch (error) {
        faults.push(yamlFault(file, error, 0));
        return entry;
      }
      try {
        entry.body = analyseMdx(source);
      } catch (error) {
        const place = (error as { line?: number }).line;
        const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
        faults.push({
          file,
          line: place,
          severity: 'error',
          message: `the text could not be read as MDX: ${reason}. Check for an unclosed <Component>, or a < or { that should be written out in words`,
        });
      }
      const { schema } = collections[name];
      const frontmatter = validate(schema, data, file, source, faults);
      if (frontmatter) {
        entry.frontmatter = frontmatter;
        checkFrontmatterRules({ file, source, frontmatter }, faults);
      }
      checkComponents(file, entry.body, faults);
      return entry;
    });
}

function routeOf(entry: RawEntry): string | undefined {
  if (entry.collection === 'articles') {
    const category = entry.frontmatter && 'category' in entry.frontmatter ? entry.frontmatter.category : undefined;
    return category ? collections.articles.route(entry.slug, category) : undefined;
  }
  return collections[entry.collection].route(entry.slug);
}

const EXTERNAL = /^(?:https?:|mailto:|tel:)/;

function checkLinks(root: string, entries: RawEntry[], routes: CheckedContent['routes'], faults: Fault[]): void {
  const published = [...routes.keys()];
  const publicFile = (href: string) => {
    const target = path.join(root, 'public', decodeURIComponent(href));
    return target.startsWith(path.join(root, 'public')) && fs.existsSync(target) && fs.statSync(target).isFile();
  };
  for (const entry of entries) {
    const draft = entry.frontmatter?.draft ?? false;
    const links = [
      ...entry.body.links.map((link) => ({ ...link, field: undefined as string | undefined })),
      ...(entry.frontmatter?.related ?? []).map((href) => ({ href, line: lineOf(entry.source, ['related']), field: 'related' })),
    ];
    for (const { href, line, field } of links) {
      if (EXTERNAL.test(href)) continue;
      const where = field ? `"${field}" links to ${href}` : `the link to ${href}`;
      const fault = (message: string) => faults.push({ file: entry.file, line, severity: 'error', message });
      if (href.startsWith('//') || !/^[/#]/.test(href)) {
        fault(`${where} must start with / for a page of this site, or with https:// for another website`);
        continue;
      }
      const [pathname = '', anchor] = href.split('#');
      const targetPath = pathname === '' ? routeOf(entry) ?? '' : pathname;
      if (pathname !== '' && pathname !== '/' && pathname.endsWith('/')) {
        fault(`${where} ends with "/"; write it without the slash: ${pathname.replace(/\/+$/, '')}`);
        continue;
      }
      const target = pathname === '' ? { headingIds: entry.body.headingIds, draft } : routes.get(pathname);
      if (!target) {
        if (pathname !== '' && publicFile(pathname)) continue;
        const suggestion = closest(pathname, published);
        fault(`${where}, which is not a page of this site` + (suggestion ? `: did you mean ${suggestion}?` : ''));
        continue;
      }
      if (target.draft && !draft) {
        fault(`${where}, which is a draft and will not be published; link to it once its "draft" is false`);
        continue;
      }
      if (anchor && target.headingIds && !target.headingIds.includes(anchor)) {
        const suggestion = closest(anchor, target.headingIds);
        fault(
          `${where}, but ${targetPath} has no heading with the anchor #${anchor}` +
            (suggestion ? `: did you mean #${suggestion}?` : ''),
        );
      }
    }
  }
}

/** Reads and validates every content file, collecting every fault rather than stopping at the first. */
export function checkContent({ root = process.cwd(), includeDrafts = false }: CheckOptions = {}): CheckedContent {
  const faults: Fault[] = [];
  const site = readYamlFile(root, 'content/site.yaml', siteSchema, faults);
  const testimonialsFile = readYamlFile(root, 'content/testimonials.yaml', testimonialsSchema, faults);
  const testimonials = testimonialsFile?.testimonials ?? [];
  const samples = testimonials.filter((testimonial) => testimonial.sample).length;
  if (samples > 0) {
    faults.push({
      file: 'content/testimonials.yaml',
      severity: 'warning',
      message: `${samples} testimonial${samples === 1 ? ' is' : 's are'} still marked "sample: true"; replace them with genuine reviews before launch (UK law forbids fake reviews)`,
    });
  }

  const raw = (Object.keys(collections) as CollectionName[]).flatMap((name) => readCollection(root, name, faults));

  const routes: CheckedContent['routes'] = new Map(
    staticRoutes.map((route) => [route.href, { file: `the ${route.title} page`, draft: false }]),
  );
  for (const entry of raw) {
    const route = routeOf(entry);
    if (!route) continue;
    const draft = entry.frontmatter?.draft ?? false;
    const existing = routes.get(route);
    if (existing) {
      faults.push({
        file: entry.file,
        severity: 'error',
        message: `its address ${route} is already used by ${existing.file}; rename the file to give it another address`,
      });
      continue;
    }
    routes.set(route, { file: entry.file, headingIds: entry.body.headingIds, draft: draft && !includeDrafts });
  }
  checkLinks(root, raw, routes, faults);
  for (const [route, target] of routes) if (target.draft) routes.delete(route);

  const entries = <F>(name: CollectionName, pick: (entry: RawEntry) => F | undefined): Entry<F>[] =>
    raw.flatMap((entry) => {
      const frontmatter = entry.collection === name ? pick(entry) : undefined;
      const route = routeOf(entry);
      if (!frontmatter || !route || !routes.has(route) || routes.get(route)?.file !== entry.file) return [];
      return [{ collection: name, slug: entry.slug, file: entry.file, route, frontmatter, body: entry.body }];
    });

  return {
    faults,
    site,
    testimonials,
    articles: entries('articles', (entry) => (entry.frontmatter && 'category' in entry.frontmatter ? entry.frontmatter : undefined)),
    services: entries('services', (entry) => (entry.frontmatter && 'serviceType' in entry.frontmatter ? entry.frontmatter : undefined)),
    legal: entries('legal', (entry) =>
      entry.frontmatter && 'section' in entry.frontmatter && entry.frontmatter.section === 'Legal' ? entry.frontmatter : undefined,
    ),
    routes,
  };
}
