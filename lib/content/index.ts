import { checkContent, type CheckedContent, type Entry } from './check';
import { ContentError } from './faults';
import type { ArticleFrontmatter, LegalFrontmatter, ServiceFrontmatter } from '@/schemas/content';
import type { SiteConfig } from '@/schemas/site';

export type { Entry } from './check';
export type Article = Entry<ArticleFrontmatter>;
export type ServicePage = Entry<ServiceFrontmatter>;
export type LegalPage = Entry<LegalFrontmatter>;

/** Drafts are pages only in the editors' live preview (`npm run dev`). */
export const showDrafts = process.env.NODE_ENV === 'development';

let cached: (CheckedContent & { site: SiteConfig }) | undefined;

/**
 * All content, validated. Any fault stops the build here with every problem listed, so nothing
 * half-valid is ever published. In the live preview it is re-read on every request, to show edits.
 */
export function getContent(): CheckedContent & { site: SiteConfig } {
  if (cached && !showDrafts) return cached;
  const content = checkContent({ includeDrafts: showDrafts });
  const errors = content.faults.filter((fault) => fault.severity === 'error');
  if (errors.length > 0 || !content.site) throw new ContentError(errors);
  cached = { ...content, site: content.site };
  return cached;
}

const byDate = (a: Article, b: Article) =>
  b.frontmatter.datePublished.localeCompare(a.frontmatter.datePublished) || a.frontmatter.title.localeCompare(b.frontmatter.title);

export function getArticles(): Article[] {
  return [...getContent().articles].sort(byDate);
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

/** The title of any page, by its address, for link lists built from frontmatter. */
export function findEntry(route: string): Article | ServicePage | LegalPage | undefined {
  const { articles, services, legal } = getContent();
  return [...articles, ...services, ...legal].find((entry) => entry.route === route);
}
