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
   * What an island page runs besides its islands' own code: React, Next's runtime, the page's
   * flight data (its content a second time, as the data React hydrates from) and the site script.
   */
  // 146 since the articles' contents (issue 14): an island article carries them in its page data too,
  // and loads the site script's contents part (0.4 KiB); measured 152.3–153.3 KiB on those pages.
  islandFrameworkKb: 146,
  /** Each island's own code, by the name its root element carries (`data-island`). */
  islandsKb: {
    EmbeddedForm: 2,
    // The three tools share their form parts, so a page with two pays for them once; the tools'
    // pages also carry more page data (an article's text, a second time): measured 146.0–151.5 KiB.
    QuoteRequest: 8,
    GrantChecker: 8,
    CostCalculator: 8,
  } as Record<string, number>,
  /** At most this much island code on one page, however many islands it renders (issue: floor + 15). */
  islandsPerPageKb: 15,
  /** All the site's CSS together (8.2 KiB with the tools' forms, results and chart; target under 15). */
  siteCssKb: 9,
} as const;
