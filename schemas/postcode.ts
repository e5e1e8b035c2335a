/**
 * The outward code of a UK postcode (its district: "B60" of "B60 3PD"): area (1 or 2 letters) and
 * district; the letters allowed in each position follow the standard format rules (no Q, V or X
 * first; no I, J or Z second; limited letters after the district). Shared by the site's list of
 * districts served (schemas/site.ts) and the tools that read a visitor's postcode.
 */
export const OUTWARD_CODE =
  '(?:[A-PR-UWYZ]\\d[A-HJKPSTUW]?|[A-PR-UWYZ]\\d\\d|[A-PR-UWYZ][A-HK-Y]\\d[ABEHMNPRV-Y]?|[A-PR-UWYZ][A-HK-Y]\\d\\d)';

const DISTRICT = new RegExp(`^${OUTWARD_CODE}$`);

/** Whether the text is a postcode district as written: in capitals, without spaces ("B60", "WR1"). */
export const isPostcodeDistrict = (text: string) => DISTRICT.test(text);
