import type { Page } from '@playwright/test';

/** The @type of every JSON-LD block on the page, in document order. */
export async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await jsonLd(page);
  return blocks.map((block) => String(block['@type']));
}

export async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

/** The links of the header bar a visitor can see (the drawer's are inside a closed dialog). */
export function visibleHeaderLinks(page: Page) {
  return page.locator('header nav[aria-label="Main"] a:visible');
}
