import { z } from 'zod';
import { text } from './fields';

/**
 * Props of the components editors may use in MDX. The components take their prop types from here,
 * and the content check validates every use in every MDX file against the same schemas.
 */

const pounds = z
  .number({ error: 'must be a number of pounds without £ or commas, like 2500' })
  .nonnegative({ error: 'must be 0 or more, like 2500' })
  .refine(Number.isInteger, { error: 'must be whole pounds, like 90: the table shows prices without pence' });

export const calloutProps = z.strictObject({
  type: z.enum(['safety', 'warning', 'tip'], { error: 'must be one of: safety, warning, tip' }).meta({
    title: 'Kind of box',
    description: 'Safety for gas or carbon monoxide, warning for something to avoid, tip for helpful advice.',
  }),
  title: text().meta({ title: 'Heading', description: 'A few words in bold at the top of the box.' }).optional(),
});

export const callToActionProps = z.strictObject({
  title: text('Book your free boiler assessment').meta({
    title: 'Heading',
    description: 'Large words inviting the reader to get in touch, like "Book your free boiler assessment".',
  }),
  actions: z
    .array(
      z
        .enum(['quote', 'call', 'message'], { error: 'must be one of: quote, call, message' })
        .meta({ title: 'Button', description: 'quote asks for a quote, call rings us, message opens WhatsApp.' }),
      { error: 'must be a list like ["quote", "call"]' },
    )
    .min(1, { error: 'must name at least one action, like ["quote"] (or leave it out for all three)' })
    .meta({ title: 'Buttons', description: 'Which buttons to show. Leave them all out to show all three.' })
    .optional(),
  quoteLabel: text('Get Free Quote')
    .meta({ title: 'Quote button words', description: 'Leave empty for "Get Free Quote".' })
    .optional(),
});

export const priceTableProps = z.strictObject({
  caption: text('Guide prices for a 3-bedroom home').meta({
    title: 'Caption',
    description: 'The line above the table, like "Guide prices for a 3-bedroom home".',
  }),
  rows: z
    .array(
      z
        .strictObject({
          item: text('Annual boiler service').meta({ title: 'Item', description: 'What the price is for.' }),
          low: pounds.meta({
            title: 'Low price',
            description: 'In whole pounds, without £ or commas, like 2500.',
          }),
          high: pounds
            .meta({ title: 'High price', description: 'Leave empty for a "from" price. Whole pounds, like 4500.' })
            .optional(),
          note: text().meta({ title: 'Note', description: 'A few words after the price.' }).optional(),
        })
        .refine((row) => row.high === undefined || row.low <= row.high, {
          error: (issue) => {
            const row = issue.input as { low: number; high: number };
            return `must not be less than "low": the range would read £${row.low}–£${row.high}; put the smaller figure in "low"`;
          },
          path: ['high'],
        })
        .meta({ title: 'Row' }),
      { error: 'must be a list of rows like [{ item: "Service", low: 85, high: 120 }]' },
    )
    .min(1, { error: 'must have at least one row' })
    .meta({ title: 'Rows', description: 'One row per price, in the order they are shown.' }),
});

export const urgencyBadgeProps = z.strictObject({
  level: z.enum(['High', 'Medium', 'Low'], { error: 'must be one of: High, Medium, Low' }).meta({
    title: 'Urgency',
    description: 'High for a problem to deal with today, Low for one that can wait.',
  }),
});

export const stepsProps = z.strictObject({});
export const stepProps = z.strictObject({
  title: text('Home survey').meta({ title: 'Step title', description: 'A few words, like "Home survey".' }),
});

export const comparisonTableProps = z
  .strictObject({
    caption: text('Heat pump or gas boiler?').meta({
      title: 'Caption',
      description: 'The line above the table, like "Heat pump or gas boiler?".',
    }),
    columns: z
      .array(text('Heat pump').meta({ title: 'Column' }), {
        error: 'must be a list of column names like ["Heat pump", "Gas boiler"]',
      })
      .min(2, {
        error: 'must name at least two things to compare',
      })
      .meta({ title: 'Columns', description: 'The things compared, like "Heat pump" and "Gas boiler": two or more.' }),
    rows: z
      .array(
        z
          .strictObject({
            label: text('Lifespan').meta({ title: 'Row name', description: 'What the row compares, like "Lifespan".' }),
            values: z
              .array(text().meta({ title: 'Value' }), { error: 'must be a list of values' })
              // onePer: the web editor's form keeps one value for each column, named by it (editor/blocks/).
              .meta({
                title: 'Values',
                description: 'One for each column, in the same order as the columns.',
                onePer: 'columns',
              }),
          })
          .meta({ title: 'Row' }),
        {
          error: 'must be a list of rows like [{ label: "Lifespan", values: ["20–25 years", "12–15 years"] }]',
        },
      )
      .min(1, { error: 'must have at least one row' })
      .meta({ title: 'Rows', description: 'One row per thing compared, like the cost or the lifespan.' }),
  })
  .superRefine((props, ctx) => {
    props.rows.forEach((row, index) => {
      if (row.values.length !== props.columns.length) {
        ctx.addIssue({
          code: 'custom',
          path: ['rows', index, 'values'],
          message: `must have one value per column (${props.columns.length}), found ${row.values.length}`,
        });
      }
    });
  });

export const keyFiguresProps = z.strictObject({
  figures: z
    .array(
      z
        .strictObject({
          value: text('Up to 30%').meta({ title: 'Figure', description: 'Shown large, like "Up to 30%".' }),
          label: text('lower heating bills').meta({
            title: 'Label',
            description: 'The words under the figure, like "lower heating bills".',
          }),
        })
        .meta({ title: 'Figure' }),
      { error: 'must be a list like [{ value: "Up to 30%", label: "lower bills" }]' },
    )
    .min(2, { error: 'must have at least two figures' })
    .max(6, { error: 'must have at most six figures' })
    .meta({ title: 'Figures', description: 'Two to six headline figures, shown side by side.' }),
});

export const energyBands = ['A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const energyLabelScaleProps = z.strictObject({
  highlight: z
    .enum(energyBands, { error: 'must be one letter from A to G' })
    .meta({ title: 'Marked band', description: 'The band to outline and mark "recommended". Leave empty for none.' })
    .optional(),
});

export const noProps = z.strictObject({});

/** Business facts an MDX page may state, each read from content/site.yaml. */
export const factNames = [
  'businessName',
  'gasSafeNumber',
  'experience',
  'foundingYear',
  'address',
  'boilerGuaranteeYears',
  'enquiryResponse',
  'estimateTime',
  'mainAreas',
  'furtherAreas',
] as const;
/** Each business fact in everyday words, as the web editor's form and chips name it. */
export const factTitles: Record<(typeof factNames)[number], string> = {
  businessName: 'Business name',
  gasSafeNumber: 'Gas Safe number',
  experience: 'Experience',
  foundingYear: 'Founding year',
  address: 'Address',
  boilerGuaranteeYears: 'Boiler guarantee (years)',
  enquiryResponse: 'Reply to enquiries',
  estimateTime: 'Estimates within',
  mainAreas: 'Main areas',
  furtherAreas: 'Further areas',
};
export const factProps = z.strictObject({
  name: z.enum(factNames, { error: `must be one of: ${factNames.join(', ')}` }).meta({
    title: 'Fact',
    description: 'Which business fact to show, taken from the business settings.',
    // choicesShown: the web editor's form shows each choice with what the block shows for it (editor/blocks/).
    choicesShown: true,
    optionTitles: factTitles,
  }),
});

/** Facts of the Boiler Upgrade Scheme an MDX page may state, each read from content/boiler-upgrade-scheme.yaml. */
export const grantFactNames = [
  'name',
  'amount',
  'nations',
  'ends',
  'epcMaxAgeYears',
  'grantsPerProperty',
  'applicationDays',
  'approvalDays',
  'lastChecked',
] as const;
export const grantFactProps = z.strictObject({
  name: z.enum(grantFactNames, { error: `must be one of: ${grantFactNames.join(', ')}` }).meta({
    title: 'Grant fact',
    description: 'Which fact of the Boiler Upgrade Scheme to show, taken from its settings.',
    // choicesShown: the web editor's form shows each choice with what the block shows for it (editor/blocks/).
    choicesShown: true,
  }),
});

/** Every component an MDX file may use, with the schema of its props and whether it wraps content. */
export const mdxComponentSchemas = {
  Callout: calloutProps,
  CallToAction: callToActionProps,
  PriceTable: priceTableProps,
  UrgencyBadge: urgencyBadgeProps,
  Steps: stepsProps,
  Step: stepProps,
  ComparisonTable: comparisonTableProps,
  KeyFigures: keyFiguresProps,
  EnergyLabelScale: energyLabelScaleProps,
  RelatedArticles: noProps,
  PhoneLink: noProps,
  EmailLink: noProps,
  GasEmergencyLine: noProps,
  Fact: factProps,
  GrantFact: grantFactProps,
  GrantEligibility: noProps,
  GrantExample: noProps,
  GrantChecker: noProps,
  CostCalculator: noProps,
} as const;

export type MdxComponentName = keyof typeof mdxComponentSchemas;

/** Blocks a page can hold only once: the tools' fields, headings and chart, and the related cards' heading, have fixed ids. */
export const oncePerPage = [
  'GrantChecker',
  'CostCalculator',
  'RelatedArticles',
] as const satisfies readonly MdxComponentName[];

export type CalloutProps = z.infer<typeof calloutProps>;
export type CallToActionProps = z.infer<typeof callToActionProps>;
export type PriceTableProps = z.infer<typeof priceTableProps>;
export type UrgencyBadgeProps = z.infer<typeof urgencyBadgeProps>;
export type StepProps = z.infer<typeof stepProps>;
export type ComparisonTableProps = z.infer<typeof comparisonTableProps>;
export type KeyFiguresProps = z.infer<typeof keyFiguresProps>;
export type EnergyLabelScaleProps = z.infer<typeof energyLabelScaleProps>;
export type FactProps = z.infer<typeof factProps>;
export type GrantFactProps = z.infer<typeof grantFactProps>;
