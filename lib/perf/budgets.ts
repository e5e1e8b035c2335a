/**
 * The JavaScript and CSS budgets, in KiB of gzip (as served), checked by tests/e2e/js-budget.spec.ts
 * on every build and reported by `npm run bench`. Each is what the site reaches plus a small margin:
 * raise one only with a reason, recorded in the README's Performance section, which also says what
 * each page pays for.
 */
export const budgets = {
  /** The floor: what the 404 page loads, i.e. the framework (React, the router) and the site's shell. */
  floorKb: 142,
  /** How far any route may go above the floor: its own page data, and its own chunk if it has one. */
  maxDeltaKb: 7,
  /** All the site's CSS together. */
  siteCssKb: 8,
  /**
   * The only pages allowed a chunk of their own, and what for. They load it only in builds with a
   * hosted form configured; without one, they load nothing beyond the shell either.
   */
  pageChunks: {
    '/contact': 'the hosted quote form: embed, load watch and the toast offering the phone number',
    '/knowledge-centre': 'the hosted subscribe form: the same embed',
  },
} as const;
