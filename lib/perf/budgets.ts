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
  islandFrameworkKb: 145,
  /** Each island's own code, by the name its root element carries (`data-island`). */
  islandsKb: {
    EmbeddedForm: 2,
  } as Record<string, number>,
  /** All the site's CSS together. */
  siteCssKb: 8,
} as const;
