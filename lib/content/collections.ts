import { articleSchema, legalSchema, serviceSchema } from '@/schemas/content';
import { jobSchema } from '@/schemas/jobs';
import { OUR_WORK, type SitemapGroup } from '@/lib/routes';
import type { ArticleCategory } from '@/schemas/content';

/**
 * The one job address a build makes when no job is published (a static export needs one), which is
 * not found: the build removes it with the rest of Our work (build/export-files.ts).
 */
export const NO_JOBS = 'no-jobs';

/** The data files in content/, beside the collections' folders. */
export const DATA_FILES = {
  site: 'content/site.yaml',
  grantScheme: 'content/boiler-upgrade-scheme.yaml',
  testimonials: 'content/testimonials.yaml',
  tradeWords: 'content/trade-words.yaml',
} as const;

/** The MDX collections: where their files live, how they are validated and where they are published. */
export const collections = {
  articles: {
    dir: 'content/articles',
    schema: articleSchema,
    route: (slug: string, category?: string) =>
      category === 'Community' ? `/knowledge-centre/community/${slug}` : `/knowledge-centre/${slug}`,
  },
  services: { dir: 'content/services', schema: serviceSchema, route: (slug: string, _category?: string) => `/${slug}` },
  legal: { dir: 'content/legal', schema: legalSchema, route: (slug: string, _category?: string) => `/${slug}` },
  /** Our work: the jobs done. */
  jobs: { dir: 'content/jobs', schema: jobSchema, route: (slug: string, _category?: string) => `${OUR_WORK}/${slug}` },
} as const;

export type CollectionName = keyof typeof collections;

/** The /sitemap page's group of a content page, which also names its share card's section: an article's is its category. */
export function groupOfPage(collection: CollectionName, category: ArticleCategory | undefined): SitemapGroup | undefined {
  if (collection === 'articles') return category;
  return ({ services: 'Services', legal: 'Legal', jobs: 'Our Work' } as const)[collection];
}

/** A page's address, from its collection, its file name and its category (a Community article's differs). */
export function routeOf(entry: { collection: CollectionName; slug: string; settings: { category?: string } }): string {
  return collections[entry.collection].route(entry.slug, entry.settings.category);
}
