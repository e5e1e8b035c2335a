export interface UkPhone {
  /** As people write it: "07700 900123", "0121 496 0725", "020 7946 0018". */
  display: string;
  /** For tel: links: "+447700900123". */
  international: string;
}

/** The national number (starting 0) for the lengths and ranges accepted, or null. */
function nationalDigits(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\+?[\d\s\-.()]+$/.test(trimmed)) return null;
  // "+44 (0)121 …" or "0044 (0)121 …": the bracketed 0 is dialled only from within the UK.
  const digits = trimmed.replace(/^(\+44|0044)\s*\(0\)/, '$1').replace(/[\s\-.()]/g, '');
  if (digits.startsWith('+44')) return `0${digits.slice(3)}`;
  if (digits.startsWith('0044')) return `0${digits.slice(4)}`;
  if (digits.startsWith('+')) return null;
  return digits;
}

function isAccepted(national: string): boolean {
  if (!/^0\d+$/.test(national)) return false;
  // A few 01 areas (such as 016977) still have 9 digits after the 0; never those with a three-digit
  // code (011x, 01x1: Birmingham's 0121, Leeds' 0113), whose local numbers all have 7 digits.
  if (national.startsWith('01'))
    return national.length === 11 || (national.length === 10 && !/^01(?:\d1|1\d)/.test(national));
  return /^0[2378]/.test(national) && national.length === 11;
}

function displayForm(national: string): string {
  const split = (...lengths: number[]) => {
    const parts: string[] = [];
    let start = 0;
    for (const length of lengths) {
      parts.push(national.slice(start, start + length));
      start += length;
    }
    return parts.join(' ');
  };
  if (national.startsWith('02')) return split(3, 4, 4);
  if (/^0[38]/.test(national) || /^01(?:\d1|1\d)/.test(national)) return split(4, 3, 4);
  if (national.length === 10) return national.startsWith('016977') ? split(6, 4) : split(5, 5);
  return split(5, 6);
}

/**
 * A UK phone number as typed by a visitor, tidied for display and for tel: links, or null when it
 * is not one. Spaces, hyphens, dots and brackets are allowed, with a leading 0, +44, 0044 or
 * "+44 (0)". Only geographic (01, 02), non-geographic (03), mobile (07) and freephone or
 * special-rate (08) numbers are accepted, 11 digits long with the 0 (or 10 for the few 01 areas
 * with shorter numbers, never 0121-style ones); premium-rate 09 numbers, 05 numbers and short codes are not.
 */
export function normaliseUkPhone(input: string): UkPhone | null {
  const national = nationalDigits(input);
  if (national === null || !isAccepted(national)) return null;
  return { display: displayForm(national), international: `+44${national.slice(1)}` };
}
