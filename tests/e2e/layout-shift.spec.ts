import { expect, test, type Page } from '@playwright/test';
import { listen } from '../support/loopback';
import { pagesAt } from './routes';

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

// Every page on a phone, where text wraps most and a late box pushes the most below it; each template
// on a desktop too.
for (const [width, which] of [
  [375, 'no page'],
  [1280, 'no template'],
] as const) {
  test(`at ${width} px, ${which} shifts its layout loading or read to the end`, async ({ page, request }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    await recordShifts(page);
    const shifted: string[] = [];
    for (const path of await pagesAt(request, width, 375)) {
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

/**
 * A page that arrives in parts (a slow connection, or a phone too busy to read it all at once) must
 * not be drawn with half a header or half a hero: the header's buttons are laid out from the right
 * edge, so each one drawn late would push the others left; and a box centred beside the hero's words
 * (the home page's "What do you need?") would move up with each link that arrived late. Seen in 1 run
 * of 16 of the test above under load, and in the whole browser; here made certain by a server that
 * sends the home page's HTML in pieces, pausing before every link and button from the header to the
 * end of the first section, as a browser's parser on a slow phone may meet them.
 */
test.describe('sent in pieces', () => {
  let server: Awaited<ReturnType<typeof listen>>;
  test.beforeAll(async ({ baseURL }) => {
    server = await listen(async (request, response) => {
      const upstream = await fetch(new URL(request.url!, baseURL), { redirect: 'manual' });
      const body = Buffer.from(await upstream.arrayBuffer());
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !['content-length', 'content-encoding', 'transfer-encoding'].includes(name),
        ),
      );
      response.writeHead(upstream.status, headers);
      if (!upstream.headers.get('content-type')?.includes('text/html')) return void response.end(body);
      const html = body.toString();
      const start = html.indexOf('<header');
      const firstScreen = html.slice(start, html.indexOf('</section>', html.indexOf('<main')));
      let from = 0;
      for (const match of firstScreen.matchAll(/<(a|button) /g)) {
        response.write(html.slice(from, start + match.index));
        from = start + match.index;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      response.end(html.slice(from));
    });
  });
  test.afterAll(() => server.close());

  for (const width of [375, 1280]) {
    test(`at ${width} px, the header and the first screen are drawn whole`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await recordShifts(page);
      const started = Date.now();
      await page.goto(`${server.url}/`);
      // Every pause was met: the page took at least as long as they add up to (the header's links and
      // buttons, the hero's three and the six choices beside them).
      expect(Date.now() - started).toBeGreaterThan(1500);
      await frames(page);
      expect(await page.evaluate(() => window.shifts)).toEqual([]);
    });
  }
});
