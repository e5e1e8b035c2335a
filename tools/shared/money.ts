/*
 * Written out by hand rather than with Intl.NumberFormat: these run in the browser as an island
 * starts, and a browser's first en-GB number format loads its locale data, measured at 146 ms on a
 * phone emulated at 4× slowdown, more than React's own start-up.
 */

/** Whole digits in groups of three: 1234567 → "1,234,567". */
const grouped = (whole: number): string => String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A value rounded to hundredths, in parts: its sign ("-" only when it is not 0 once rounded), its
 * whole part in groups of three, and its hundredths (0 to 99).
 */
function rounded(value: number) {
  const hundredths = Math.round(Math.abs(value) * 100);
  return {
    sign: value < 0 && hundredths > 0 ? '-' : '',
    whole: grouped(Math.floor(hundredths / 100)),
    hundredths: hundredths % 100,
  };
}

/**
 * A number as en-GB writes it, with thousands separators and at most 2 decimal places, the trailing
 * zeros dropped: "12,000", "102.5". A negative number reads "-500" (hyphen-minus), never "-0".
 */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number to show: ${value}`);
  const { sign, whole, hundredths } = rounded(value);
  const fraction = String(hundredths).padStart(2, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}

/**
 * An amount of money as visitors read it: "£7,500", or "£102.50" when there are pence.
 * Amounts are rounded to the nearest penny; a negative amount reads "-£500" (hyphen-minus).
 * Throws a RangeError for NaN or Infinity, which are never amounts of money.
 */
export function formatPounds(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const { sign, whole, hundredths: pence } = rounded(amount);
  return `${sign}£${whole}${pence === 0 ? '' : `.${String(pence).padStart(2, '0')}`}`;
}

/** The largest amount the tools take: no home's heating costs a million pounds. */
export const MAX_POUNDS = 1_000_000;

const POUNDS = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;

/**
 * Reads an amount of pounds typed by a visitor: "12000", "12,000", "£12,000" and " £12,000.50 " are
 * accepted (commas only as thousands separators, at most 2 decimal places). Returns null for anything
 * else, including "", "abc" and negative amounts.
 */
export function parsePounds(input: string): number | null {
  const match = POUNDS.exec(input.trim());
  if (!match) return null;
  const [, whole = '', decimals = ''] = match;
  return Number(`${whole.replaceAll(',', '')}.${decimals.padEnd(2, '0')}`);
}
