/** Where the browser tests' JSON report is written (playwright.config.ts), for `npm run check`'s summary. */
export const E2E_REPORT = 'test-results/e2e-report.json';
