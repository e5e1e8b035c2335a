import { articleSchema, legalSchema, serviceSchema } from '@/schemas/content';
import { jobSchema } from '@/schemas/jobs';

/** Where the jobs of Our work are listed, each under it. */
export const OUR_WORK = '/our-work';

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
