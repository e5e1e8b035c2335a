/**
 * `npm run bench`'s measure of when the menu first answers a tap, on an emulated slow phone:
 * Lighthouse's mobile profile (slow 4G, a processor four times slower), applied to the browser as
 * DevTools applies it. The page is opened cold; from its first contentful paint a finger taps the
 * menu button every 50 ms until the drawer opens. A tap that the page does not answer is lost, as
 * a visitor's would be.
 */
import { chromium, type Browser } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@/tests/support/chromium';

/** Lighthouse's "slow 4G" as DevTools applies it (its mobileSlow4G throttling, adjusted for packet-level emulation). */
export const SLOW_PHONE = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

const TAP_EVERY_MS = 50;
const GIVE_UP_MS = 20_000;

export interface MenuResponse {
  /** First contentful paint, ms after the navigation started. */
  fcp: number;
  /** When the first tap came, ms after the first contentful paint (how quickly the driver saw the paint). */
  firstTap: number;
  /** Taps that did nothing before the one that opened the drawer. */
  lostTaps: number;
  /** How long after the first tap the menu answered one: 0 when the first tap opened it. */
  respondsAfter: number;
  /** When the tap that opened the drawer came, ms after the first contentful paint. */
  openedAt: number;
}

type Recorded = Window & { __bench?: { fcp?: number; taps: number[] } };

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/** Where the menu button is on the phone's screen, read once from a page loaded at full speed. */
export async function menuButtonCentre(browser: Browser, url: string): Promise<{ x: number; y: number }> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    await page.goto(url);
    const box = await page.locator('button[aria-controls="mobile-menu"]').boundingBox();
    if (!box) throw new Error(`${url}: no menu button on a phone's screen`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await context.close();
  }
}

export async function measureMenuResponse(
  browser: Browser,
  url: string,
  button: { x: number; y: number },
): Promise<MenuResponse> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: SLOW_PHONE.latencyMs,
      downloadThroughput: (SLOW_PHONE.downloadKbps * 1024) / 8,
      uploadThroughput: (SLOW_PHONE.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
    await page.addInitScript(() => {
      const record = { taps: [] as number[] } as { fcp?: number; taps: number[] };
      (window as Recorded).__bench = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) record.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      // Stamped as the window first sees the tap, before any handler of the page.
      window.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), { capture: true });
    });

    // The browser announces the first contentful paint itself, so the driver does not have to ask
    // the page (whose main thread is slowed down four times).
    await cdp.send('Page.enable');
    await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
    const painted = new Promise<void>((resolve) =>
      cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
    );
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await Promise.race([
      painted,
      page.waitForTimeout(GIVE_UP_MS).then(() => {
        throw new Error(`${url}: no first contentful paint`);
      }),
    ]);
    const drawerOpen = () => page.evaluate(() => Boolean(document.querySelector('dialog#mobile-menu[open]')));
    while (!(await drawerOpen())) {
      if (Date.now() - started > GIVE_UP_MS) throw new Error(`${url}: the menu never opened`);
      await page.touchscreen.tap(button.x, button.y);
      await page.waitForTimeout(TAP_EVERY_MS);
    }
    const { taps, fcp } = (await page.evaluate(() => (window as Recorded).__bench))!;
    if (fcp === undefined) throw new Error(`${url}: the page recorded no first contentful paint`);
    const opened = taps.at(-1)!;
    return {
      fcp,
      firstTap: taps[0]! - fcp,
      lostTaps: taps.length - 1,
      respondsAfter: opened - taps[0]!,
      openedAt: opened - fcp,
    };
  } finally {
    await context.close();
  }
}
