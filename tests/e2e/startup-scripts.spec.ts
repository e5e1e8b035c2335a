import { everyPage } from './routes';
import { expect, test } from './test';

type Timed = Window & { firstFrame?: number };

test.use({ viewport: { width: 375, height: 812 } });

test('every page paints first, then asks for its start-up scripts, and hydrates without a tap', async ({
  page,
  request,
}) => {
  // Stamps the first animation frame: an init script's callback runs before any of the page's own.
  await page.addInitScript(() => requestAnimationFrame(() => ((window as Timed).firstFrame = performance.now())));
  for (const route of await everyPage(request)) {
    const response = await page.goto(route);
    const html = await response!.text();
    expect(html, `${route}: a start-up script tag`).not.toMatch(/<script src="\/_next\/[^"]*" async/);
    expect(html, `${route}: a script preload`).not.toContain('rel="preload" as="script"');

    const { firstFrame, requested } = await page.evaluate(() => ({
      firstFrame: (window as Timed).firstFrame,
      requested: performance
        .getEntriesByType('resource')
        .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/_next/'))
        .map((entry) => entry.startTime),
    }));
    expect(requested.length, `${route}: start-up scripts requested`).toBeGreaterThan(0);
    expect(firstFrame, `${route}: first frame`).toBeDefined();
    expect(Math.min(...requested), `${route}: first script asked for before the first frame`).toBeGreaterThan(
      firstFrame!,
    );

    // Hydrated with no tap to wake it: the menu opens on the first try.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' }), route).toBeVisible();
  }
});
