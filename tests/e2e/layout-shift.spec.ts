import { expect, test, type Page } from '@playwright/test';
import { everyPage } from './routes';

/**
 * Nothing on a page moves under the reader: not while it loads, not while the site script marks the
 * section being read in an article's contents, not while they scroll to the end. Every layout shift
 * the browser reports without a tap or key before it counts (as Lighthouse and a visitor's browser
 * count them), on every page at a phone's and a desktop's width.
 */

declare global {
  interface Window {
    shifts: { value: number; sources: string[] }[];
  }
}

function recordShifts(page: Page) {
  return page.addInitScript(() => {
    window.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        window.shifts.push({
          value: entry.value,
          sources: entry.sources.map((source) => {
            const node = source.node;
            if (!(node instanceof Element)) return node?.textContent?.slice(0, 60) ?? '(gone)';
            return `<${node.localName}> ${node.textContent?.trim().slice(0, 60)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const frames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const width of [375, 1280]) {
  test(`at ${width} px, no page shifts its layout loading or read to the end`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await recordShifts(page);
    const shifted: string[] = [];
    for (const path of await everyPage(request)) {
      await page.goto(path);
      await frames(page);
      // Down a screen at a time, each step long enough for the contents' mark to follow.
      for (let step = 1; ; step++) {
        const more = await page.evaluate((y) => {
          window.scrollTo(0, y);
          return scrollY + innerHeight < document.documentElement.scrollHeight;
        }, step * 600);
        await frames(page);
        if (!more) break;
      }
      const shifts = await page.evaluate(() => window.shifts);
      for (const shift of shifts) shifted.push(`${path}: ${shift.value.toFixed(5)} (${shift.sources.join('; ')})`);
    }
    expect(shifted).toEqual([]);
  });
}
