import { z } from 'zod';
import { WRITING_RULE_IDS } from './writing-advice';
import { HEIC_WORDS, internalPath, isoDate, text } from './fields';
import { SERVICES } from './services';

const quoteServices = SERVICES.map((service) => service.value);

export const articleCategories = [
  'Boiler Advice',
  'Heat Pump Advice',
  'Energy Efficiency',
  'Industry Insights',
  'Community',
] as const;
export type ArticleCategory = (typeof articleCategories)[number];

/** A photo: the build measures it and makes the small copies phones receive (lib/pictures.ts). */
export const image = z.strictObject({
  src: z
    .string({ error: 'must be the path of a photo in public/, like /images/boiler.jpg' })
    .regex(/^\/[\w\-/.]+\.(?:avif|webp|png|jpe?g)$/i, {
      error: (issue) =>
        /\.hei[cf]$/i.test(String(issue.input))
          ? HEIC_WORDS
          : 'must be the path of a photo in public/ (a .jpg, .png, .webp or .avif file), like /images/boiler.jpg',
    })
    // The web editor offers an upload or a photo already in public/images/ (build/editor/fields.ts).
    .meta({ contentMediaType: 'image/*' }),
  alt: text('A new combi boiler fitted in a kitchen cupboard'),
});

/** Fields every content page has. */
const base = {
  title: text('Is It Time to Replace Your Boiler?'),
  description: text('How to tell when your boiler needs replacing, what a new one costs and how long fitting takes.'),
  keywords: z.array(text('boiler replacement'), { error: 'must be a list of search phrases' }).min(1, {
    error: 'must list at least one search phrase',
  }),
  datePublished: isoDate,
  dateModified: isoDate,
  related: z
    // The web editor offers the site's pages to choose from (build/editor/fields.ts).
    .array(internalPath.meta({ format: 'site-page' }), {
      error: 'must be a list of page links, like - /knowledge-centre/heat-pump-guide',
    })
    .default([]),
  image: image.optional(),
  draft: z.boolean({ error: 'must be true or false' }).default(false),
  /** What the page's quote buttons choose in the quote request (/contact?service=…). */
  quoteService: z.enum(quoteServices, { error: `must be one of: ${quoteServices.join(', ')}` }).optional(),
  /** Writing advice the page accepts, by its rule's id: not shown for this page again (EDITING.md, "Writing advice"). */
  accept: z
    .array(
      z.enum(WRITING_RULE_IDS, {
        error:
          'must be the id of a piece of writing advice, as "Writing advice" in EDITING.md lists them, like long-sentence',
      }),
      {
        error: 'must be a list of the ids of writing advice, like - long-sentence',
      },
    )
    .default([])
    .meta({
      title: 'Writing advice accepted',
      description: 'Advice you have read and decided to leave for this page. It is no longer shown for it.',
    }),
};

export const articleSchema = z.strictObject({
  ...base,
  category: z.enum(articleCategories, { error: `must be one of: ${articleCategories.join(', ')}` }),
  featured: z.boolean({ error: 'must be true or false' }).default(false),
});

export const serviceSchema = z.strictObject({
  ...base,
  section: z.literal('Services', { error: 'must be Services' }),
  intro: text(),
  serviceType: text('Boiler installation, servicing and repair'),
  offers: z
    .array(z.strictObject({ name: text('New boiler installation'), description: text() }), {
      error: 'must be a list of offers, each with a name and a description',
    })
    .min(1, { error: 'must list at least one offer' }),
});

export const legalSchema = z.strictObject({
  ...base,
  section: z.literal('Legal', { error: 'must be Legal' }),
});

export type ArticleFrontmatter = z.infer<typeof articleSchema>;
export type ServiceFrontmatter = z.infer<typeof serviceSchema>;
export type LegalFrontmatter = z.infer<typeof legalSchema>;
