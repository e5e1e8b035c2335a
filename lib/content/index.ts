import { cache } from 'react';
import type { PictureInfo } from '@/lib/pictures';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { JobFrontmatter } from '@/schemas/jobs';
import { months } from '@/schemas/testimonials';
import type { SiteConfig } from '@/schemas/site';
import { checkContent } from './check';
import { ContentError } from './faults';
import { loadContent, loadSite, type Content } from './load';
import type { Entry } from './load';

export type { Entry } from './load';
export type Article = Entry<ArticleFrontmatter>;
export type ServicePage = Entry<ServiceFrontmatter>;
export type LegalPage = Entry<LegalFrontmatter>;
export type Job = Entry<JobFrontmatter>;

/** Drafts are pages only in the editors' live preview (`npm run dev`). */
export const showDrafts = process.env.NODE_ENV === 'development';

let loaded: Content | undefined;

/**
 * The preview's content: the content check first, so staff see its messages rather than a page,
 * then the content read afresh, to show edits. Once a request: React's cache lasts one request
 * (outside a render, in a script, it keeps nothing), where each of a page's parts used to check it all again.
 */
const previewContent = cache((): Content => {
  const errors = checkContent({ includeDrafts: true }).faults.filter((fault) => fault.severity === 'error');
  if (errors.length > 0) throw new ContentError(errors);
  return loadContent({ includeDrafts: true });
});

/**
 * All content, validated against the schemas (./load). A build loads it once a process: the content
 * check has judged it already, as the first step of `npm run build`.
 */
export function getContent(): Content {
  if (showDrafts) return previewContent();
  loaded ??= loadContent();
  return loaded;
}

let site: SiteConfig | undefined;

/**
 * content/site.yaml alone, for the build's steps that need only the business facts (the headers,
 * the pages' finishing) rather than every page; in the preview, with the content check first.
 */
export function getSiteConfig(): SiteConfig {
  if (showDrafts) return getContent().site;
  site ??= loaded?.site ?? loadSite();
  return site;
}

const byDate = (a: Article, b: Article) =>
  b.frontmatter.datePublished.localeCompare(a.frontmatter.datePublished) || a.frontmatter.title.localeCompare(b.frontmatter.title);

/**
 * Sorted and indexed once per load of the content rather than on every call: every page asks for
 * them (about a second saved in a build of 1,000 articles).
 */
const indexes = new WeakMap<
  Content,
  { articles: Article[]; jobs: Job[]; byRoute: Map<string, Article | ServicePage | LegalPage> }
>();

/** A job's month as a number that sorts: 2026 × 12 + its month. */
const monthOf = ({ frontmatter }: Job) => frontmatter.year * 12 + months.indexOf(frontmatter.month);
const byMonth = (a: Job, b: Job) => monthOf(b) - monthOf(a) || a.frontmatter.title.localeCompare(b.frontmatter.title);

function indexed() {
  const content = getContent();
  let index = indexes.get(content);
  if (!index) {
    const { articles, services, legal, jobs } = content;
    index = {
      articles: [...articles].sort(byDate),
      jobs: [...jobs].sort(byMonth),
      byRoute: new Map([...articles, ...services, ...legal].map((entry) => [entry.route, entry])),
    };
    indexes.set(content, index);
  }
  return index;
}

/** Newest first. The list is shared: copy it before changing it. */
export function getArticles(): readonly Article[] {
  return indexed().articles;
}

/** Our work, the latest job first. The list is shared: copy it before changing it. */
export function getJobs(): readonly Job[] {
  return indexed().jobs;
}

export function getArticle(slug: string): Article | undefined {
  return getContent().articles.find((article) => article.slug === slug);
}

export function getServicePages(): ServicePage[] {
  return getContent().services;
}

export function getLegalPages(): LegalPage[] {
  return getContent().legal;
}

/** A photo of the content, measured; undefined for any other picture (a drawing). */
export function getPicture(src: string): PictureInfo | undefined {
  return getContent().photo(src);
}

/** The title of any page, by its address, for link lists built from frontmatter. */
export function findEntry(route: string): Article | ServicePage | LegalPage | undefined {
  return indexed().byRoute.get(route);
}
