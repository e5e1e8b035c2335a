/**
 * `npm run bench`'s measure of when the menu first answers a tap, on an emulated slow phone
 * (slow-phone.ts: Lighthouse's mobile profile, slow 4G and a processor four times slower). The page is opened cold; from its first contentful paint a finger taps the
 * menu button every 50 ms until the drawer opens. A tap that the page does not answer is lost, as
 * a visitor's would be.
 */
import type { Browser } from '@playwright/test';
import { phone, SLOW_PHONE, slowPhonePage } from './slow-phone';
import { median } from './util';

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

/** The medians of a page's runs, and the runs. */
export interface MenuResult extends MenuResponse {
  route: string;
  runs: MenuResponse[];
}

type Recorded = Window & { __bench?: { fcp?: number; taps: number[] } };

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
    const { page, painted } = await slowPhonePage(context);
    await page.addInitScript(() => {
      const record = { taps: [] as number[] } as { fcp?: number; taps: number[] };
      (window as Recorded).__bench = record;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntriesByName('first-contentful-paint')) record.fcp = entry.startTime;
      }).observe({ type: 'paint', buffered: true });
      // Stamped as the window first sees the tap, before any handler of the page.
      window.addEventListener('pointerdown', (event) => record.taps.push(event.timeStamp), { capture: true });
    });

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

/** The menu on each route, `runs` cold loads each; the medians. */
export async function measureMenus(
  browser: Browser,
  origin: string,
  routes: string[],
  runs: number,
): Promise<MenuResult[]> {
  console.log(
    `\nMenu on an emulated slow phone (${SLOW_PHONE.latencyMs} ms latency, ${Math.round(SLOW_PHONE.downloadKbps)} kbit/s, CPU ${SLOW_PHONE.cpuSlowdown}× slower), ${runs} run(s) on each page:`,
  );
  const menu: MenuResult[] = [];
  for (const route of routes) {
    const all: MenuResponse[] = [];
    const button = await menuButtonCentre(browser, `${origin}${route}`);
    for (let run = 1; run <= runs; run++) {
      const result = await measureMenuResponse(browser, `${origin}${route}`, button);
      all.push(result);
      console.log(
        `  ${route} run ${run}/${runs}: FCP ${Math.round(result.fcp)} ms, first tap +${Math.round(result.firstTap)} ms, ` +
          `${result.lostTaps} tap(s) lost, menu answered ${Math.round(result.respondsAfter)} ms after the first tap`,
      );
    }
    const med = (pick: (run: MenuResponse) => number) => median(all.map(pick));
    menu.push({
      route,
      runs: all,
      fcp: med((r) => r.fcp),
      firstTap: med((r) => r.firstTap),
      lostTaps: med((r) => r.lostTaps),
      respondsAfter: med((r) => r.respondsAfter),
      openedAt: med((r) => r.openedAt),
    });
  }
  return menu;
}
