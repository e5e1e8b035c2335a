import { z } from 'zod';
import { internationalNumber, INTERNATIONAL_NUMBER, text } from './fields';

/** The number as dialled within the UK: 0, then the international number's digits after +44. */
const nationalOf = (international: string) => `0${international.slice(3)}`;

/**
 * The national gas emergency line: in every footer, and wherever a page says to call it
 * (<GasEmergencyLine />). Freephone numbers like 0800 111 999 are shorter than the business's own,
 * so the two forms are compared digit for digit rather than as a UK number a visitor might type.
 */
export const gasEmergencySchema = z
  .strictObject({
    name: text('National Gas Emergency Service').describe('Who answers the line, as it reads after "call the …".'),
    display: text('0800 111 999').describe('How the number is shown to visitors.'),
    international: internationalNumber('+44800111999').describe(
      'The same number for phone links: +44, then the number without its first 0.',
    ),
  })
  // Visitors read one and their phones dial the other, in an emergency: a typo in either must not go unseen.
  .refine(
    (line) =>
      !INTERNATIONAL_NUMBER.test(line.international) ||
      line.display.replace(/[\s-]/g, '') === nationalOf(line.international),
    {
      error: (issue) =>
        `must be the same number as "gasEmergency.international" (${(issue.input as { international: string }).international}), which phones dial: correct whichever of the two is wrong`,
      path: ['display'],
    },
  )
  .describe(
    'The national gas emergency line (free, 24 hours), shown in every footer and wherever a page says to call it.',
  );
