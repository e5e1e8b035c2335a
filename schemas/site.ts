import { z } from 'zod';
import { areasSchema } from './areas';
import { gasEmergencySchema } from './gas-emergency';
import { httpsUrl, internalPath, internationalNumber, INTERNATIONAL_NUMBER, optionalHttpsUrl, text } from './fields';
import { normaliseUkPhone } from './phone';
import { registersSchema } from './registers';

const navItem = z.strictObject({ label: text('Boilers'), href: internalPath });

/** A year no later than this one: the company cannot have been founded, or its copyright begun, in the future. */
const pastYear = (example: number) =>
  z
    .int({ error: `must be a year like ${example}` })
    .min(1900, { error: `must be a year like ${example}` })
    .refine((year) => year <= new Date().getFullYear(), { error: 'must not be after this year' });

export const siteSchema = z.strictObject({
  name: text('Wheelwright Heating'),
  tagline: text(),
  blurb: text().describe('One or two sentences about the company, shown in the footer.'),
  // The address alone: every page's canonical and share addresses are written after it.
  url: httpsUrl
    .refine(
      (url) => {
        const { pathname, search, hash } = new URL(url);
        return pathname === '/' && !search && !hash;
      },
      {
        error:
          'must be the address of the site alone, like https://www.wheelwright-heating.example, with nothing after it',
      },
    )
    .transform((url) => url.replace(/\/+$/, ''))
    .describe(
      'The web address of the live site, without a slash at the end.\nA deployment can override it with the SITE_URL environment variable at build time.',
    ),
  phone: z
    .strictObject({
      display: text('0121 496 0725').describe('How the number is shown to visitors.'),
      international: internationalNumber('+441214960725').describe(
        'The same number for phone links: +44, then the number without its first 0.',
      ),
    })
    .refine((phone) => normaliseUkPhone(phone.display) !== null, {
      error: 'must be a UK phone number as visitors dial it from the UK, like 0121 496 0725 (11 digits, starting 0)',
      path: ['display'],
    })
    // Visitors read one and their phones dial the other: a typo in either must not go unseen.
    // Compared only when both are numbers of the right form (each is reported on its own otherwise).
    .refine(
      (phone) => {
        const read = normaliseUkPhone(phone.display);
        return (
          read === null || !INTERNATIONAL_NUMBER.test(phone.international) || read.international === phone.international
        );
      },
      {
        error: (issue) =>
          `must be the same number as "phone.international" (${(issue.input as { international: string }).international}), which phones dial: correct whichever of the two is wrong`,
        path: ['display'],
      },
    ),
  gasEmergency: gasEmergencySchema,
  messaging: z.strictObject({
    label: text('Whatsapp Us'),
    // A WhatsApp link works only with the number as digits: the country code, then the number without its first 0.
    url: httpsUrl.refine(
      (url) => new URL(url).hostname !== 'wa.me' || /^\/[1-9]\d{7,14}$/.test(new URL(url).pathname),
      {
        error:
          'must be https://wa.me/ then the number with its country code and digits only, no +, spaces or first 0: like https://wa.me/447700900725',
      },
    ),
  }),
  email: z.email({ error: 'must be an e-mail address like enquiries@example.co.uk' }),
  address: z.strictObject({
    street: text('5 Wheelwright Close'),
    area: text('Stoke Heath'),
    town: text('Bromsgrove'),
    county: text('Worcestershire'),
    postcode: z.string({ error: 'must be a UK postcode like B60 3PD' }).regex(/^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/, {
      error: (issue) => {
        const typed = String(issue.input);
        const squeezed = typed.replace(/\s+/g, '');
        if (!/^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/i.test(squeezed))
          return 'must be a UK postcode in capitals, like B60 3PD';
        const written = `${squeezed.slice(0, -3)} ${squeezed.slice(-3)}`.toUpperCase();
        return typed.trim() !== typed.trim().toUpperCase()
          ? `must be in capitals, like ${written}`
          : `must have one space, before its last three characters: ${written}`;
      },
    }),
    country: z.literal('GB', { error: 'must be GB' }),
  }),
  gasSafeNumber: z.string({ error: 'must be the registration number in quotes, like "200824"' }).regex(/^\d+$/, {
    error: 'must contain digits only, like "200824"',
  }),
  registers: registersSchema,
  foundingYear: pastYear(1995),
  experience: text('30+ years'),
  priceRange: z.enum(['£', '££', '£££', '££££'], { error: 'must be one of £, ££, £££, ££££' }),
  rating: z
    .strictObject({
      value: z.number({ error: 'must be a number from 1 to 5' }).min(1).max(5),
      count: z
        .int({ error: 'must be a whole number, like 100' })
        .positive({ error: 'must be more than 0: the number of reviews the rating is based on' }),
    })
    .describe("A guide figure; Google shows no stars for a business's own reviews of itself."),
  recommendationsPercent: z.int({ error: 'must be a whole number from 0 to 100' }).min(0).max(100),
  boilerGuaranteeYears: z
    .int({ error: 'must be a whole number of years, like 12' })
    .positive({ error: 'must be more than 0, like 12' }),
  response: z
    .strictObject({
      enquiries: text('the same day'),
      estimates: text('48 hours'),
    })
    .describe('How quickly we answer, as it reads after "we reply to enquiries …" and "free estimates within …".'),
  copyrightStartYear: pastYear(2024),
  areas: areasSchema,
  forms: z
    .strictObject({
      quoteUrl: optionalHttpsUrl,
      subscribeUrl: optionalHttpsUrl,
      embedScriptUrl: optionalHttpsUrl,
    })
    .describe(
      'Addresses of the hosted forms. Leave empty ("") until the form provider gives you the links:\nthe pages then show the phone number, e-mail and messaging link instead of the form.',
    ),
  social: z
    .array(httpsUrl, { error: 'must be a list of https:// addresses (or [] for none)' })
    .describe("Links to the company's social media profiles (full https:// addresses)."),
  navigation: z.strictObject({
    main: z
      .array(navItem, { error: 'must be a list of links, each with a label and an href' })
      .min(1, { error: 'must list at least one link' }),
    cta: navItem,
  }),
});

export type SiteConfig = z.infer<typeof siteSchema>;
