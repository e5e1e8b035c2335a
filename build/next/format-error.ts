/**
 * Next, Turbopack or React wrote something the build reads in a form it does not expect: after an
 * upgrade, most likely. Names the format, so the fix starts in the right file of build/next/.
 */
export class FormatChangedError extends Error {
  constructor(
    readonly format: string,
    detail: string,
  ) {
    super(
      `${format}: not as the build expects (${detail}). The build reads it in build/next/; ` +
        '`npx vitest run tests/unit/next-contract.test.ts` builds a small site and shows which formats changed.',
    );
    this.name = 'FormatChangedError';
  }
}
