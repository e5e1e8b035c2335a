/**
 * The JavaScript and CSS budgets, in KiB of gzip (as served), checked by
 * tests/e2e/script-budget.spec.ts on both test builds and reported by `npm run bench`. Raise one
 * only with a reason, recorded in the README's Performance section, which says what each pays for.
 */
export const budgets = {
  /**
   * Everything a plain page (no island) runs: the site's enhancement script and the speculation
   * rules, with both polyfills in a browser that needs them.
   */
  plainPageKb: 5,
  /**
   * A service page without a React tool (/boilers, /air-conditioning): the site script, its part
   * that runs the postcode check and the speculation rules, before and after the visitor scrolls to
   * the check and uses it. The check left React in issue 52 (it was a 73 KiB island).
   */
  postcodeCheckPageKb: 3,
  /**
   * What an island page runs besides its islands' own code: React (react-dom's client, production
   * build), the small parts the islands share (form fields, money, the hydration call) and the site
   * script. No Next runtime and no page data: the islands are hydrated alone (docs/islands.md).
   */
  // 72 since islands are hydrated alone (issue 14): measured 70.4 KiB (React and the shared parts
  // 69.1, the site script 1.2). It was 146 with Next's runtime and the page data.
  islandFrameworkKb: 72,
  /** Each island's own code (its entry script), by the name its root element carries (`data-island`). */
  islandsKb: {
    // Measured 2.2 KiB, with its toast.
    EmbeddedFormIsland: 3,
    // Measured 4.3, 2.8 and 5.0 KiB.
    QuoteRequestIsland: 8,
    GrantCheckerIsland: 8,
    CostCalculatorIsland: 8,
  } as Record<string, number>,
  /** At most this much island code on one page, however many islands it renders (issue: floor + 15). */
  islandsPerPageKb: 15,
  /**
   * All the site's CSS together (8.2 KiB with the tools' forms, results and chart; 9.1 KiB with Our
   * work's cards and gallery and the registrations' strip, issue 42; target under 15).
   */
  siteCssKb: 10,
} as const;
