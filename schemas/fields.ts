import { z } from 'zod';

/** Field types shared by the schemas. Each message completes the sentence `"field" …`. */

export const text = (example?: string) =>
  z
    .string({
      // A number typed without quotes (a phone number, "0121 496 0725" as 01214960725) is read as a
      // number, and loses any 0 it starts with: the quotes are what to add.
      error: (issue) =>
        typeof issue.input === 'number'
          ? `must be in double quotes, like "${example ?? issue.input}": typed without them, a number loses any 0 it starts with`
          : example
            ? `must be text, for example "${example}"`
            : 'must be text',
    })
    .trim()
    .min(1, { error: 'must not be empty' });

export const isoDate = z.preprocess(
  // YAML reads an unquoted 2025-10-01 as a date; keep it as the text editors typed.
  (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
  z
    .string({ error: 'must be a date like 2025-10-01' })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2025-10-01', abort: true })
    .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
      error: 'must be a real calendar date like 2025-10-01',
    }),
);

export const internalPath = z
  .string({ error: 'must be a link to a page of this site, like /knowledge-centre/heat-pump-guide' })
  .regex(/^\/[a-z0-9\-/#]*$/, {
    error:
      'must be a link to a page of this site, starting with / and in lower case, like /knowledge-centre/heat-pump-guide',
  });

export const httpsUrl = z.url({ protocol: /^https$/, error: 'must be a full web address starting with https://' });

/** A URL that may be left empty ("") until the business has one. */
export const optionalHttpsUrl = z.union([z.literal(''), httpsUrl], {
  error: 'must be a full web address starting with https://, or "" (empty) when there is none yet',
});
