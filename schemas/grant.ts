import { z } from 'zod';
import { isoDate, text } from './fields';

/** The UK nations, spelt as staff write them in content/boiler-upgrade-scheme.yaml. */
export const NATIONS = ['England', 'Wales', 'Scotland', 'Northern Ireland'] as const;

export type NationName = (typeof NATIONS)[number];

const pounds = (example: string) =>
  z
    .int({ error: `must be a whole number of pounds without £ or commas, like ${example}` })
    .positive({ error: `must be more than 0, like ${example}` });

const wholeNumber = (example: string) =>
  z
    .int({ error: `must be a whole number, like ${example}` })
    .positive({ error: `must be more than 0, like ${example}` });

const dayRange = (min: string, max: string) =>
  z
    .strictObject(
      { min: wholeNumber(min), max: wholeNumber(max) },
      { error: `must have a min and a max, like { min: ${min}, max: ${max} }` },
    )
    .refine((range) => range.min <= range.max, { error: 'must have a "min" no larger than its "max"' });

export const grantSchemeSchema = z
  .strictObject({
    name: text('Boiler Upgrade Scheme').describe("The scheme's name as visitors see it."),
    grant: pounds('7500').describe(
      'The grant in whole pounds, without £ or commas: 7500 means £7,500.\nThe pages also state it in their own words: when it changes, search the content folder for the\nold figure (like 7,500) and update those sentences too.',
    ),
    nations: z
      .array(z.enum(NATIONS, { error: `must be one of ${NATIONS.join(', ')}` }), {
        error: 'must be a list of nations, like [England, Wales]',
      })
      .min(1, { error: 'must name at least one nation, like [England, Wales]' })
      .describe('Where the scheme is open. Use any of: England, Wales, Scotland, Northern Ireland.'),
    epcMaxAgeYears: wholeNumber('10').describe(
      "The home's Energy Performance Certificate (EPC) must be less than this many years old.",
    ),
    grantsPerProperty: wholeNumber('1').describe('How many grants one property can ever have.'),
    ends: text('March 2028 or when the funding runs out').describe(
      'When the scheme closes, as it reads after "The scheme runs until …".',
    ),
    applicationDays: dayRange('1', '2').describe(
      'How long the application takes, and how long approval usually takes, in days.',
    ),
    approvalDays: dayRange('5', '10'),
    example: z
      .strictObject({ quote: pounds('12000') }, { error: 'must give an example quote, like { quote: 12000 }' })
      .describe('The worked example shown to visitors: a quote in whole pounds, before the grant comes off.'),
    lastChecked: isoDate.describe(
      "The date someone last checked these facts against the government's guidance (year-month-day).",
    ),
  })
  .refine((scheme) => scheme.example.quote > scheme.grant, {
    error: 'must be more than "grant", so that the worked example shows something left to pay',
    path: ['example', 'quote'],
  });

export type GrantScheme = z.infer<typeof grantSchemeSchema>;
