import { z } from 'zod';
import { text } from './fields';
import { isPostcodeDistrict } from './postcode';

const DISTRICT_WORDS = 'a postcode district: the part of a postcode before its space, like B60, WR1 or DY10';

/** What is wrong with a district as typed ("b60", "B 60", "B60 3PD", "B60X"), completing `"field" …`. */
function districtFault(typed: string): string {
  const squeezed = typed.replace(/\s+/g, '');
  const upper = squeezed.toUpperCase();
  if (isPostcodeDistrict(upper))
    return squeezed !== upper ? `must be in capitals, like ${upper}` : `must be written without spaces, like ${upper}`;
  // A whole postcode: its district is everything before the last three characters.
  if (isPostcodeDistrict(upper.slice(0, -3)) && /^\d[A-Z]{2}$/.test(upper.slice(-3)))
    return `must be the district alone, the part of the postcode before its space: ${upper.slice(0, -3)}`;
  return `must be ${DISTRICT_WORDS}`;
}

const postcodeDistrict = z
  .string({ error: `must be ${DISTRICT_WORDS}` })
  .refine(isPostcodeDistrict, { error: (issue) => districtFault(String(issue.input)) });

const townDistricts = z.strictObject({
  town: text('Bromsgrove').describe('One of the towns listed under primary or extended.'),
  districts: z
    .array(postcodeDistrict, { error: 'must be a list of postcode districts, like [B60, B61]' })
    .min(1, { error: 'must list at least one postcode district, like [B60]' })
    // A district may be in two towns (DY9 is Stourbridge's and Hagley's), but not twice in one.
    .superRefine((districts, context) => {
      districts.forEach((district, index) => {
        if (districts.indexOf(district) === index) return;
        context.addIssue({
          code: 'custom',
          path: [index],
          input: district,
          message: `lists ${district} a second time under this town: remove one of the two`,
        });
      });
    })
    .describe("The town's postcode districts, one a line: the part of a postcode before its space, like B60."),
});

/** The towns served, for the pages' sentences, and each one's postcode districts, for "do you cover my area?". */
export const areasSchema = z
  .strictObject({
    primary: z
      .array(text('Bromsgrove'), { error: 'must be a list of towns' })
      .min(1, { error: 'must name at least one town, like [Bromsgrove]' }),
    extended: z.array(text('Hagley'), { error: 'must be a list of towns' }),
    postcodeDistricts: z
      .array(townDistricts, { error: 'must be a list of the towns above, each with its postcode districts' })
      .describe(
        'The postcode districts of each town above. A visitor who types a postcode in one is told it is in our area; any other postcode is still welcome.',
      ),
  })
  // Every town served has its districts, and only a town served has any: compared once both lists are right.
  .superRefine(
    (areas, context) => {
      const served = [...areas.primary, ...areas.extended];
      const listed = areas.postcodeDistricts.map((entry) => entry.town);
      listed.forEach((town, index) => {
        const path = ['postcodeDistricts', index, 'town'];
        if (!served.includes(town))
          context.addIssue({
            code: 'custom',
            path,
            input: town,
            message: `must be one of the towns listed under primary or extended (${served.join(', ')}): add ${town} there, or correct its spelling`,
          });
        else if (listed.indexOf(town) !== index)
          context.addIssue({
            code: 'custom',
            path,
            input: town,
            message: `lists ${town} a second time: put all its districts under its first entry`,
          });
      });
      for (const list of ['primary', 'extended'] as const)
        areas[list].forEach((town, index) => {
          if (listed.includes(town)) return;
          context.addIssue({
            code: 'custom',
            path: [list, index],
            input: town,
            message: `has no postcode districts: add ${town} under postcodeDistricts, with its districts`,
          });
        });
    },
    { when: (payload) => payload.issues.length === 0 },
  );

export type TownDistricts = z.infer<typeof townDistricts>;
