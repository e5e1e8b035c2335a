import { listOf } from '@/lib/lists';
import type { TownDistricts } from '@/schemas/areas';
import { OUTWARD_CODE } from '@/schemas/postcode';
import { normaliseUkPostcode, tidyPostcode, UNIT_LETTER } from '@/tools/quote-request/postcode';

const OUTWARD = new RegExp(`^${OUTWARD_CODE}$`);
// The start of an inward code as it is typed: its sector digit, perhaps with its first letter.
const INWARD_START = new RegExp(`^\\d${UNIT_LETTER}?$`);
const OUTWARD_THEN_INWARD_START = new RegExp(`^(${OUTWARD_CODE})\\d${UNIT_LETTER}?$`);

/**
 * The district (outward code) of what a visitor has typed so far, in capitals: everything before
 * the last three characters of a full postcode ("b97 4ab" → "B97"), or the whole of a partial one
 * ("B97", "b97 4" → "B97"). Null while what is typed is not yet a district ("B", "WR").
 */
export function districtOf(typed: string): string | null {
  const full = normaliseUkPostcode(typed);
  if (full) return full.slice(0, -4);
  const cleaned = tidyPostcode(typed);
  // A space says where the district ends: "WR1 4" is in WR1, where "WR14" is a district of its own.
  const [before, ...after] = cleaned.split(/[\s-]+/);
  if (after.length > 0 && OUTWARD.test(before!)) return INWARD_START.test(after.join('')) ? before! : null;
  const compact = cleaned.replace(/[\s-]+/g, '');
  if (OUTWARD.test(compact)) return compact;
  return OUTWARD_THEN_INWARD_START.exec(compact)?.[1] ?? null;
}

/** The answer to "do you cover my area?": the district typed and the towns served it is in (none outside them). */
export interface Coverage {
  district: string;
  towns: string[];
}

/** Whether the postcode typed so far is in one of the towns served; null while it is not yet a district. */
export function coverageOf(typed: string, areas: readonly TownDistricts[]): Coverage | null {
  const district = districtOf(typed);
  if (!district) return null;
  return { district, towns: areas.filter((area) => area.districts.includes(district)).map((area) => area.town) };
}

/** The answer in words: never a refusal, as the business decides on a postcode outside the towns. */
export function coverageText({ district, towns }: Coverage): string {
  return towns.length > 0
    ? `${district} is in our area (${listOf(towns)})`
    : `${district} is outside the towns we usually cover: send it anyway and we will tell you`;
}
