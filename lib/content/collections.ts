import { articleSchema, legalSchema, serviceSchema } from '@/schemas/content';
import { jobSchema } from '@/schemas/jobs';
import { OUR_WORK } from '@/lib/routes';

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

/** A page's address, from its collection, its file name and its category (a Community article's differs). */
export function routeOf(entry: { collection: CollectionName; slug: string; settings: { category?: string } }): string {
  return collections[entry.collection].route(entry.slug, entry.settings.category);
}
