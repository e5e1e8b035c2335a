import { test as base, type Page } from '@playwright/test';

export { expect, type Page } from '@playwright/test';

/**
 * Pages load their start-up scripts once their first paint is on screen (lib/perf/deferred-scripts.ts), so the
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

/** Makes `page.goto` and `page.reload` return once the page is hydrated, as a visitor's first tap would find it. */
export function waitingForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await waitForHydration(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await waitForHydration(page);
    return response;
  };
  return page;
}

/** Playwright's `test`, with its `page` waiting for hydration after each `goto` and `reload`. */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await provide(waitingForHydration(page));
  },
});
