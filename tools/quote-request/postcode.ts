import { OUTWARD_CODE } from '@/schemas/postcode';

/** The letters an inward code's unit uses: never C, I, K, M, O or V. */
export const UNIT_LETTER = '[ABD-HJLNP-UW-Z]';
// Inward code: sector digit and two unit letters.
const INWARD = `\\d${UNIT_LETTER}{2}`;
const POSTCODE = new RegExp(`^(?:${OUTWARD_CODE}${INWARD}|GIR0AA)$`);

/**
 * A UK postcode as typed by a visitor, in its standard form ("b603pd" → "B60 3PD"), or null when it
 * is not a postcode. Spaces and a hyphen anywhere are ignored, and so is a full stop or comma at the
 * end ("B60 3PD." copied from a sentence). British Forces (BFPO) and overseas territory
 * postcodes are not accepted: the business works in the West Midlands.
 */
export function normaliseUkPostcode(input: string): string | null {
  const compact = tidyPostcode(input).replace(/[\s-]+/g, '');
  if (!POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}

/** What a visitor typed, in capitals, without the spaces around it or a full stop or comma at its end. */
export function tidyPostcode(input: string): string {
  return input
    .trim()
    .replace(/[.,]+$/, '')
    .toUpperCase();
}
