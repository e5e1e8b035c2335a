import { checkContentCached } from './cache';
import { checkContent, type CheckedContent, type Entry } from './check';
import { ContentError } from './faults';
import type { PictureInfo } from '@/lib/pictures';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { GrantScheme } from '@/schemas/grant';
import type { SiteConfig } from '@/schemas/site';

export type { Entry } from './check';
export type Article = Entry<ArticleFrontmatter>;
export type ServicePage = Entry<ServiceFrontmatter>;
export type LegalPage = Entry<LegalFrontmatter>;

/** Drafts are pages only in the editors' live preview (`npm run dev`). */
export const showDrafts = process.env.NODE_ENV === 'development';

type LoadedContent = CheckedContent & { site: SiteConfig; grantScheme: GrantScheme };

let cached: LoadedContent | undefined;

/**
 * All content, validated. Any fault stops the build here with every problem listed, so nothing
 * half-valid is ever published. A build's processes share one check (see ./cache); in the live
 * preview the content is re-read on every request, to show edits.
 */
export function getContent(): LoadedContent {
  if (cached && !showDrafts) return cached;
  const content = showDrafts ? checkContent({ includeDrafts: true }) : checkContentCached();
  const errors = content.faults.filter((fault) => fault.severity === 'error');
  if (errors.length > 0 || !content.site || !content.grantScheme) throw new ContentError(errors);
  cached = { ...content, site: content.site, grantScheme: content.grantScheme };
  return cached;
}

const byDate = (a: Article, b: Article) =>
  b.frontmatter.datePublished.localeCompare(a.frontmatter.datePublished) || a.frontmatter.title.localeCompare(b.frontmatter.title);

/**
 * Sorted and indexed once per load of the content rather than on every call: every page asks for
 * them (about a second saved in a build of 1,000 articles).
 */
const indexes = new WeakMap<CheckedContent, { articles: Article[]; byRoute: Map<string, Article | ServicePage | LegalPage> }>();

function indexed() {
  const content = getContent();
  let index = indexes.get(content);
  if (!index) {
    const { articles, services, legal } = content;
    index = {
      articles: [...articles].sort(byDate),
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

export function getArticle(slug: string): Article | undefined {
  return getContent().articles.find((article) => article.slug === slug);
}

export function getServicePages(): ServicePage[] {
  return getContent().services;
}

export function getLegalPages(): LegalPage[] {
  return getContent().legal;
}

/** A photo the content names, measured by the content check; undefined for any other picture (a drawing). */
export function getPicture(src: string): PictureInfo | undefined {
  return getContent().pictures[src];
}

/** The title of any page, by its address, for link lists built from frontmatter. */
export function findEntry(route: string): Article | ServicePage | LegalPage | undefined {
  return indexed().byRoute.get(route);
}
