import { z } from 'zod';
import { text } from './fields';

export const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export const testimonialSchema = z
  .strictObject({
    quote: text(),
    name: text('Sarah Mitchell'),
    town: text('Bromsgrove'),
    rating: z.int({ error: 'must be a whole number of stars from 1 to 5' }).min(1).max(5),
    month: z
      .enum(months, { error: `must be a month name: ${months.join(', ')}` })
      .optional()
      .describe(
        'When the review was given. Needed unless the review is featured: "Recent reviews" lists the others by date.',
      ),
    year: z
      .int({ error: 'must be a year like 2024' })
      .min(2000)
      .max(2100)
      .optional()
      .describe('Needed unless the review is featured, like the month.'),
    featured: z
      .boolean({ error: 'must be true or false' })
      .default(false)
      .describe('Shows the review on the home page and at the top of the reviews page (the first three featured).'),
    // Sample entries stand in until genuine reviews replace them; the content check warns while any remain.
    sample: z.boolean({ error: 'must be true or false' }).default(false),
  })
  // A sample left in with its "sample: true" deleted would be shown as a genuine customer's review.
  // Only three featured reviews show, and the rest are listed by date: an undated one would show nowhere.
  .superRefine((testimonial, context) => {
    if (testimonial.featured) return;
    for (const field of ['month', 'year'] as const)
      if (testimonial[field] === undefined)
        context.addIssue({
          code: 'custom',
          path: [field],
          message:
            'must be given for a review that is not featured, which "Recent reviews" lists by its month and year',
        });
  })
  .refine((testimonial) => testimonial.sample || !/\bsample\b/i.test(testimonial.name), {
    error:
      'is a sample review\'s name, but the entry has no "sample: true": put that line back, or replace the whole entry with a genuine review',
    path: ['name'],
  });

export const testimonialsSchema = z.strictObject({
  testimonials: z
    .array(testimonialSchema, { error: 'must be a list of testimonials' })
    .min(1, { error: 'must list at least one testimonial' })
    .describe(
      'Only genuine reviews from real customers, with their permission: UK law (the Digital Markets, Competition and Consumers Act 2024) bans fake reviews. The samples ("sample" on) stand in until genuine reviews replace them.',
    ),
});

export type Testimonial = z.infer<typeof testimonialSchema>;
