import { OUTWARD_CODE } from '@/schemas/postcode';

// Inward code: sector digit and unit letters, which never use C, I, K, M, O or V.
const INWARD = '\\d[ABD-HJLNP-UW-Z]{2}';
const POSTCODE = new RegExp(`^(?:${OUTWARD_CODE}${INWARD}|GIR0AA)$`);

/**
 * A UK postcode as typed by a visitor, in its standard form ("b603pd" → "B60 3PD"), or null when it
 * is not a postcode. Spaces and a hyphen anywhere are ignored, and so is a full stop or comma at the
 * end ("B60 3PD." copied from a sentence). British Forces (BFPO) and overseas territory
 * postcodes are not accepted: the business works in the West Midlands.
 */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input
    .trim()
    .replace(/[.,]+$/, '')
    .replace(/[\s-]+/g, '')
    .toUpperCase();
  if (!POSTCODE.test(compact)) return null;
  return `${compact.slice(0, -3)} ${compact.slice(-3)}`;
}
