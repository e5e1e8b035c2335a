/**
 * Places or items as a sentence list, as en-GB writes it: "Bromsgrove, Worcester and Redditch".
 * Written by hand rather than with Intl.ListFormat: the grant checker runs it in the browser, which
 * loads the locale data for the first list format a page asks for (see lib/tools/money.ts).
 */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
