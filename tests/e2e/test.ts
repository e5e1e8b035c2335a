import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Pages load their start-up scripts once they have painted (lib/perf/deferred-scripts.ts), so the
 * load event no longer waits for them, and a test that taps the menu straight after `goto` could
 * tap a button React has not hydrated yet. Resolves once React has hydrated the header's menu
 * button (the button carries React's props), or at once on a page without one.
 */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('header button');
    return !button || Object.keys(button).some((key) => key.startsWith('__reactProps$'));
  });
}

/** Playwright's `test`, whose `page.goto` returns once the page is hydrated, as a visitor's first tap would find it. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await provide(page);
  },
});
