import { z } from 'zod';
import { httpsUrl } from './fields';

/** The characters registers write their numbers with: C12345, NAP-12345, MCS 012345, 123/456. */
const ALLOWED = /^[A-Za-z0-9 /-]*$/;

/** What is wrong with a registration number as typed, completing `"number" …`; the example is the register's own. */
function numberFault(input: unknown, example: string): string {
  const unset = 'until you have the number, leave it "" (empty)';
  // Typed without quotes, 012345 is read as the number 12345, losing its 0.
  if (typeof input === 'number')
    return `must be in double quotes, like "${example}": typed without them, a number loses any 0 it starts with`;
  if (typeof input !== 'string') return `must be the registration number in double quotes, like "${example}"; ${unset}`;
  const odd = [...new Set([...input].filter((character) => !ALLOWED.test(character)))];
  if (odd.length > 0) {
    const fix = odd.some((character) => /\s/.test(character))
      ? 'type its spaces again as ordinary spaces'
      : `take out ${odd.map((character) => `"${character}"`).join(' and ')}`;
    return `must be the number alone, as the register writes it, like "${example}": letters, digits, hyphens (-), slashes (/) and spaces only, so ${fix}; ${unset}`;
  }
  return `must be the registration number itself, with its digits, like "${example}"; ${unset}`;
}

/**
 * A registration number, or "" while the business has not given one: its badge shows only when set.
 * A choice of "" or a number (rather than a string that may be empty) lets the web editor save it empty.
 */
const registrationNumber = (example: string) => {
  const error = (issue: { input?: unknown }) => numberFault(issue.input, example);
  return z.union(
    [
      z.literal(''),
      z
        .string({ error })
        .trim()
        .refine((number) => ALLOWED.test(number) && /\d/.test(number), { error }),
    ],
    { error },
  );
};

const checkUrl = (register: string) =>
  httpsUrl.describe(
    `The ${register}'s public search page, where a homeowner types our number to check it (full https:// address).`,
  );

/** A register whose number is optional: OFTEC's and MCS's. */
const optionalRegister = (register: string, example: string) =>
  z.strictObject({
    number: registrationNumber(example).describe(
      `Our ${register} number as ${register} writes it, like ${example}. Leave it empty until you have it: its badge shows only when it is set.`,
    ),
    checkUrl: checkUrl(`${register} register`),
  });

/**
 * Where a homeowner checks each registration. The registers publish no page per business that can be
 * confirmed here, so each link goes to the register's search, with our number shown beside it.
 */
export const registersSchema = z
  .strictObject({
    gasSafe: z
      .strictObject({ checkUrl: checkUrl('Gas Safe Register') })
      .describe('Our registration number is the Gas Safe number above.'),
    oftec: optionalRegister('OFTEC', 'C12345'),
    mcs: optionalRegister('MCS', 'NAP-12345'),
  })
  .describe(
    "The registers a homeowner can check us on. Each badge links to the register's search page, with our number beside it; the OFTEC and MCS badges show only when their number is set.",
  );

export type Registers = z.infer<typeof registersSchema>;
