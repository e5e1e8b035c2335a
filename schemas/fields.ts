import { z } from 'zod';

/** Field types shared by the schemas. Each message completes the sentence `"field" …`. */

/**
 * An iPhone saves photos as HEIC unless told otherwise; most browsers cannot show it, nor can the
 * build read it. Completes "the picture /images/x.heic …" in the content check and the schemas alike.
 */
export const HEIC_WORDS =
  'is in the HEIC format an iPhone uses, which most browsers cannot show: save it as a .jpg (on the iPhone, share or export it with "Most Compatible" chosen, or set Settings > Camera > Formats to Most Compatible) and use that file';

/** Text with ": " in it, typed without quotes, is read as a setting and its value: { SEDBUK: "what it means" }. */
function colonInText(input: unknown): string | undefined {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) return undefined;
  const entries = Object.entries(input);
  if (entries.length !== 1 || typeof entries[0]![1] !== 'string') return undefined;
  const [key, value] = entries[0]!;
  return `must be text, and the ": " in it makes it read as a setting: put the whole text in double quotes, like "${key}: ${value}"`;
}

export const text = (example?: string) =>
  z
    .string({
      // A number typed without quotes (a phone number, "0121 496 0725" as 01214960725) is read as a
      // number, and loses any 0 it starts with: the quotes are what to add.
      error: (issue) =>
        typeof issue.input === 'number'
          ? `must be in double quotes, like "${example ?? issue.input}": typed without them, a number loses any 0 it starts with`
          : (colonInText(issue.input) ?? (example ? `must be text, for example "${example}"` : 'must be text')),
    })
    .trim()
    .min(1, { error: 'must not be empty' });

export const isoDate = z
  .preprocess(
    // YAML reads an unquoted 2025-10-01 as a date; keep it as the text editors typed.
    (value) => (value instanceof Date && !Number.isNaN(value.getTime()) ? value.toISOString().slice(0, 10) : value),
    z
      .string({ error: 'must be a date like 2025-10-01' })
      // A word processor turns a hyphen between numbers into a dash, which looks the same at a glance.
      .refine((value) => !/[‐‑‒–—]/.test(value), {
        error: 'must be written with ordinary hyphens (-), not dashes (–), like 2025-10-01',
        abort: true,
      })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'must be a date like 2025-10-01', abort: true })
      .refine((value) => !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value), {
        error: 'must be a real calendar date like 2025-10-01',
      }),
    // The web editor shows a date picker for it (build/editor/fields.ts).
  )
  .meta({ format: 'date' });

export const internalPath = z
  .string({ error: 'must be a link to a page of this site, like /knowledge-centre/heat-pump-guide' })
  .regex(/^\/[a-z0-9\-/#]*$/, {
    error: (issue) => {
      const typed = String(issue.input);
      if (/^https?:\/\//.test(typed)) {
        return "must be only the part of the address after the website's name, starting with /, like /knowledge-centre/heat-pump-guide";
      }
      if (/^[a-z0-9-]+$/.test(typed)) {
        return `must start with /: for an article, /knowledge-centre/${typed}; for a service page, /${typed}`;
      }
      return 'must be a link to a page of this site, starting with / and in lower case, like /knowledge-centre/heat-pump-guide';
    },
  });

/** A UK number for tel: links: +44, then the number without its first 0. */
export const INTERNATIONAL_NUMBER = /^\+44\d{9,10}$/;

export const internationalNumber = (example: string) =>
  z
    .string({
      // Typed without quotes, +441214960725 is read as a number and loses its +.
      error: (issue) =>
        typeof issue.input === 'number'
          ? `must be in double quotes, like "${example}": typed without them, the number loses its +`
          : `must be the number in international form, like "${example}"`,
    })
    .regex(INTERNATIONAL_NUMBER, { error: `must be the number in international form, like "${example}"` });

// Aborts on failure, so the rules added after it (which read the address) see only a real one.
export const httpsUrl = z.url({
  protocol: /^https$/,
  error: 'must be a full web address starting with https://',
  abort: true,
});

/** A URL that may be left empty ("") until the business has one. */
export const optionalHttpsUrl = z.union([z.literal(''), httpsUrl], {
  error: 'must be a full web address starting with https://, or "" (empty) when there is none yet',
});
