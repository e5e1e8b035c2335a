import type { Page, Request, Response } from '@playwright/test';
import { gzipSize } from './page-weight';

/**
 * What a page makes the browser run, measured in the browser once the page has settled: every
 * script file it fetched, however it was added (tags, preloads, dynamic imports, polyfills), and
 * every inline script in the document. Sizes are gzip, compressed here from the bytes received, so
 * a figure does not depend on the server's compression.
 */

export interface ScriptFile {
  /** The address's path: `/assets/enhance-….js`, `/_next/static/chunks/….js`. */
  path: string;
  gzip: number;
}

export interface PageScripts {
  route: string;
  files: ScriptFile[];
  /** Inline scripts that run (JSON-LD and other data blocks are not scripts). */
  inline: string[];
  inlineGzip: number;
  totalGzip: number;
  /** The islands the page's HTML marks (`data-island`). */
  islands: string[];
  /** What the browser asked for, in the order it asked: each request's kind (`script`, `stylesheet`…) and path. */
  requested: { type: string; path: string }[];
}

const EXECUTABLE_TYPES = ['', 'text/javascript', 'module', 'speculationrules', 'importmap'];

/**
 * Opens the route in the page (its cache off, so every file is counted) and measures it, once the
 * page has settled and, if given, `then` has done what a visitor does next (scrolled to a tool, say).
 */
export async function measurePageScripts(
  page: Page,
  route: string,
  origin = '',
  then?: (page: Page) => Promise<void>,
): Promise<PageScripts> {
  // From a blank page, which asks for nothing, so nothing the last page asked for late is counted.
  await page.goto('about:blank');
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  // The addresses come from the browser; the bytes are fetched again by address, because a browser
  // does not always keep the body of a response it used (a preloaded script's, say).
  const addresses = new Set<string>();
  const onResponse = (response: Response) => {
    // A redirect is followed by the response that carries the script, counted then.
    if (response.request().resourceType() !== 'script' || (response.status() >= 300 && response.status() < 400)) return;
    addresses.add(response.url());
  };
  const requested: PageScripts['requested'] = [];
  const onRequest = (sent: Request) =>
    requested.push({ type: sent.resourceType(), path: new URL(sent.url()).pathname });
  page.on('response', onResponse);
  page.on('request', onRequest);
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle' });
    await then?.(page);
    // No named functions inside: tsx (the benchmark's runner) would wrap them in a helper the page lacks.
    const { inline, islands } = await page.evaluate((types) => {
      return {
        inline: [...document.scripts]
          .filter((script) => !script.src && types.includes(script.type.trim().toLowerCase()))
          .map((script) => script.text),
        islands: [
          ...new Set([...document.querySelectorAll<HTMLElement>('[data-island]')].map((el) => el.dataset.island!)),
        ],
      };
    }, EXECUTABLE_TYPES);
    // One at a time, each on a fresh connection: wrangler pages dev (the test server) once reset a
    // reused keep-alive socket when eight files were asked for at once (ECONNRESET in a CI run).
    const files: { path: string; gzip: number }[] = [];
    for (const url of addresses) {
      const response = await page.request.get(url, { headers: { Connection: 'close' } });
      files.push({ path: new URL(url).pathname, gzip: gzipSize(await response.body()) });
    }
    const inlineGzip = inline.length > 0 ? gzipSize(inline.join('\n')) : 0;
    const totalGzip = files.reduce((total, file) => total + file.gzip, inlineGzip);
    return { route, files, inline, inlineGzip, totalGzip, islands, requested };
  } finally {
    page.off('response', onResponse);
    page.off('request', onRequest);
    await cdp.detach();
  }
}
