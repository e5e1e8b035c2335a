import { z } from 'zod';
import { image } from './content';
import { text } from './fields';
import { SERVICES } from './services';
import { months } from './testimonials';

const services = SERVICES.map((service) => service.value);

/** Most photos a job shows: enough to tell its story, few enough for a phone to scroll past. */
export const MAX_JOB_PHOTOS = 8;

/**
 * A job done, for "Our work" (/our-work/<slug>): one MDX file in content/jobs, its story as the text.
 * Nothing in it may be invented: a real job, its own photos, and the customer's words only with
 * their permission.
 */
export const jobSchema = z
  .strictObject({
    title: text('A new combi boiler for a family home in Redditch'),
    description: text('An old back boiler swapped for a combi in a day, freeing up the airing cupboard.').describe(
      'One or two sentences about the job: shown on its card and in search results.',
    ),
    town: text('Redditch')
      // The web editor offers the towns covered as a choice (build/editor/fields.ts).
      .meta({ format: 'town-served' })
      .describe('Where the job was: one of the towns we cover (Business facts, Areas).'),
    service: z
      .enum(services, { error: `must be one of: ${services.join(', ')}` })
      .describe("What we did, from the quote request's list. The job shows on that service's page."),
    month: z.enum(months, { error: `must be a month name: ${months.join(', ')}` }).describe('When the job was done.'),
    year: z.int({ error: 'must be a year like 2026' }).min(2000, { error: 'must be a year like 2026' }),
    photos: z
      .array(image, { error: 'must be a list of photos, each with its src and alt' })
      .max(MAX_JOB_PHOTOS, {
        error: `must list at most ${MAX_JOB_PHOTOS} photos: choose the ones that tell the story best`,
      })
      .default([])
      .describe(
        'One to eight photos of the job, the first shown on its card. Say in each what it shows. No photo of a customer or their belongings without their permission.',
      ),
    customer: z
      .strictObject({
        words: text('Quick, tidy and the house was warm again by teatime.'),
        name: text('Mrs P., Redditch').describe('As the customer agreed to be named, like a first name and a town.'),
        permission: z.literal(true, {
          error:
            'must be true: publish a customer\'s words only once they have agreed, or remove "customer" and the lines under it',
        }),
      })
      .optional()
      .describe("The customer's own words about the job, only with their permission."),
    draft: z.boolean({ error: 'must be true or false' }).default(false),
  })
  // A draft may wait for its photos; a published job shows at least one.
  .refine((job) => job.draft || job.photos.length > 0, {
    error:
      'must list at least one photo for a published job, each with its src and alt; or the job stays a draft ("draft: true") until its photos are ready',
    path: ['photos'],
  });

export type JobFrontmatter = z.infer<typeof jobSchema>;
