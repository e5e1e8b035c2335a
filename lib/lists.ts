/**
 * Words for the site's sentences, as en-GB writes them, shared by the pages and the tools.
 */

/**
 * Places or items as a sentence list, as en-GB writes it: "Bromsgrove, Worcester and Redditch", or
 * with "or" where one of them is meant ("your home is in England or Wales").
 * Written by hand rather than with Intl.ListFormat: the grant checker runs it in the browser, which
 * loads the locale data for the first list format a page asks for (see tools/shared/money.ts).
 */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}`;
}

/** A count of years in words: "1 year", "20 years". */
export const yearsText = (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`;
