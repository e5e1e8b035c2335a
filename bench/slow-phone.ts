/**
 * The emulated slow phone the benchmarks load pages on: Lighthouse's mobile profile (slow 4G, a
 * processor four times slower), applied to the browser as DevTools applies it, on a phone's screen.
 */
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '@/tests/support/chromium';

/** Lighthouse's "slow 4G" as DevTools applies it (its mobileSlow4G throttling, adjusted for packet-level emulation). */
export const SLOW_PHONE = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

/** Debian's Chromium, headless, off the network. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}

/** A phone's screen, as Lighthouse's mobile profile emulates it. */
export const phone = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

/**
 * A new page of `context` on the slow phone, its cache off, with a promise of its first contentful
 * paint: the browser announces it itself, so the driver does not have to ask the page (whose main
 * thread is slowed down four times).
 */
export async function slowPhonePage(context: BrowserContext): Promise<{ page: Page; painted: Promise<void> }> {
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
  await cdp.send('Page.enable');
  await cdp.send('Page.setLifecycleEventsEnabled', { enabled: true });
  const painted = new Promise<void>((resolve) =>
    cdp.on('Page.lifecycleEvent', (event) => event.name === 'firstContentfulPaint' && resolve()),
  );
  return { page, painted };
}

/** The version line of the Chromium the benchmarks run. */
export function chromiumVersion(): string {
  const result = spawnSync(chromiumPath, ['--version'], { encoding: 'utf8' });
  return result.stdout.trim();
}
