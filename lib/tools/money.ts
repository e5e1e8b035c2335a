const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const poundsAndPence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * An amount of money as visitors read it: "£7,500", or "£102.50" when there are pence.
 * Amounts are rounded to the nearest penny; a negative amount reads "-£500" (hyphen-minus).
 * Throws a RangeError for NaN or Infinity, which are never amounts of money.
 */
export function formatPounds(amount: number): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount of money: ${amount}`);
  const pence = Math.round(Math.abs(amount) * 100);
  const formatted = pence % 100 === 0 ? wholePounds.format(pence / 100) : poundsAndPence.format(pence / 100);
  return amount < 0 && pence > 0 ? `-${formatted}` : formatted;
}

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
