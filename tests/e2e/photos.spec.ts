import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Request } from '@playwright/test';
import { HtmlValidate, FileSystemConfigLoader, formatterFactory } from 'html-validate';
import { imageSize } from 'image-size';
import { jsonLd } from './helpers';
import { siteUrl } from './routes';

// Runs against the second export (tests/.out-forms), built with an article showing two phone photos
// of about 6 MB each (scripts/photo-fixture.mjs): the article's own, at its top, and one taken
// upright further down.
const folder = path.resolve('tests/.out-forms');
const fixture = JSON.parse(fs.readFileSync(path.join(folder, '.photo-fixture.json'), 'utf8')) as {
  route: string;
  photos: { src: string; bytes: number }[];
};
const [top, upright] = fixture.photos as [(typeof fixture.photos)[0], (typeof fixture.photos)[0]];

/** A phone: 390 CSS pixels wide at three device pixels each. */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

/**
 * Watches the pictures the page fetches; the function returned gives those asked for so far, in the
 * order the page asked for them (not the order they happened to arrive in, which the network
 * decides), with their bytes. A body is read only when asked for, so a picture still arriving as
 * the test ends (the lazy one further down) is never read after the page has closed.
 */
function pictureDownloads(page: Page): () => Promise<{ url: string; bytes: number }[]> {
  const requests: Request[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (request.resourceType() === 'image' && /\.(avif|webp|jpe?g|png)$/.test(pathname)) requests.push(request);
  });
  return async () => {
    const answered = await Promise.all(
      requests.map(async (request) => ({ request, response: await request.response() })),
    );
    return Promise.all(
      answered
        .filter(({ response }) => response !== null)
        .map(async ({ request, response }) => ({
          url: new URL(request.url()).pathname,
          bytes: (await response!.body()).length,
        })),
    );
  };
}

test('a 6 MB phone photo reaches a phone as one small AVIF, the size of the screen, fetched first', async ({
  page,
}) => {
  expect(top.bytes, 'the test photo is the size of a phone camera’s').toBeGreaterThan(5_000_000);
  const fetched = pictureDownloads(page);
  await page.goto(fixture.route);
  const hero = page.locator('article picture').first().locator('img');
  await expect(hero).toHaveJSProperty('complete', true);
  const downloads = await fetched();

  // The page's largest paint: fetched at once and first, never lazily.
  expect(await hero.getAttribute('fetchpriority')).toBe('high');
  expect(await hero.getAttribute('loading')).toBeNull();
  expect(await hero.getAttribute('alt')).toBe('A white combi boiler on a kitchen wall, above its pipes');
  // Its space is kept while it loads: the photo's own proportions.
  expect([await hero.getAttribute('width'), await hero.getAttribute('height')]).toEqual(['4032', '3024']);
  const shown = await hero.evaluate((image: HTMLImageElement) => ({
    current: new URL(image.currentSrc).pathname,
    cssWidth: image.getBoundingClientRect().width,
  }));
  expect(shown.current).toMatch(/^\/assets\/pictures\/photo-build-check-[0-9a-f]{10}-\d+\.avif$/);
  // The narrowest copy at least as wide as the screen needs (about 358 CSS pixels × 3 device pixels).
  const copyWidth = Number(/-(\d+)\.avif$/.exec(shown.current)![1]);
  expect(copyWidth).toBeGreaterThanOrEqual(shown.cssWidth * 3);
  expect(copyWidth).toBeLessThanOrEqual(1200);

  // Of this photo, only that copy; the only other picture fetched is the one further down, once.
  const own = downloads.filter(
    (download) => download.url.includes('/photo-build-check-') && !download.url.includes('-upright-'),
  );
  expect(own.map((download) => download.url)).toEqual([shown.current]);
  expect(downloads[0]!.url, 'the first picture fetched').toBe(shown.current);
  expect(downloads.length).toBeLessThanOrEqual(2);
  const [download] = own;
  expect(download!.bytes, `${download!.url} instead of the ${top.bytes} bytes of the photo`).toBeLessThan(
    top.bytes / 20,
  );
});

test('a photo further down is fetched as it comes near, upright, in the format the browser reads best', async ({
  page,
}) => {
  const fetched = pictureDownloads(page);
  await page.goto(fixture.route);
  const lower = page.locator('article picture').nth(1);
  const image = lower.locator('img');
  expect(await image.getAttribute('loading')).toBe('lazy');
  expect(await image.getAttribute('alt')).toBe("A boiler's pipes and valves, photographed with the phone held upright");
  // Taken with the phone upright: stored on its side, shown upright.
  expect([await image.getAttribute('width'), await image.getAttribute('height')]).toEqual(['3024', '4032']);
  for (const [type, extension] of [
    ['image/avif', 'avif'],
    ['image/webp', 'webp'],
  ]) {
    const srcset = await lower.locator(`source[type="${type}"]`).getAttribute('srcset');
    expect(srcset?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['480w', '800w', '1200w', '1600w']);
    expect(srcset).toMatch(
      new RegExp(`^/assets/pictures/photo-build-check-upright-[0-9a-f]{10}-480\\.${extension} 480w`),
    );
  }
  expect(await image.getAttribute('srcset')).toMatch(/-480\.jpg 480w, .*-1600\.jpg 1600w$/);
  expect(await image.getAttribute('sizes')).toBe(await lower.locator('source').first().getAttribute('sizes'));

  await image.scrollIntoViewIfNeeded();
  await expect(image).toHaveJSProperty('complete', true);
  const shown = await image.evaluate((element: HTMLImageElement) => ({
    current: new URL(element.currentSrc).pathname,
    width: element.naturalWidth,
    height: element.naturalHeight,
    box: element.getBoundingClientRect().toJSON() as { width: number; height: number },
  }));
  expect(shown.current).toMatch(/\.avif$/);
  expect(shown.height / shown.width).toBeCloseTo(4 / 3, 2);
  expect(shown.box.height / shown.box.width).toBeCloseTo(4 / 3, 1);
  const download = (await fetched()).find((picture) => picture.url === shown.current);
  expect(download!.bytes, `${download!.url} instead of the ${upright.bytes} bytes of the photo`).toBeLessThan(
    upright.bytes / 20,
  );
});

test('the original photos are never published; their copies are kept for a year', async ({ request }) => {
  for (const { src } of fixture.photos) {
    expect(fs.existsSync(path.join(folder, src)), `${src} is not in the export`).toBe(false);
    expect((await request.get(src)).status(), src).toBe(404);
  }
  // The build's other photos are the jobs of Our work's (tests/e2e/our-work.spec.ts).
  const copies = fs
    .readdirSync(path.join(folder, 'assets/pictures'))
    .filter((copy) => copy.startsWith('photo-build-check'));
  // Two photos, four widths, three formats.
  expect(copies).toHaveLength(24);
  for (const copy of copies) {
    expect(copy).toMatch(/^photo-build-check(-upright)?-[0-9a-f]{10}-(480|800|1200|1600)\.(avif|webp|jpg)$/);
    const response = await request.get(`/assets/pictures/${copy}`);
    expect(response.status(), copy).toBe(200);
    expect(response.headers()['cache-control'], copy).toBe('public, max-age=31536000, immutable');
  }
});

test('the article is shared with its own photo, as a 1200-pixel JPEG', async ({ page, request }) => {
  await page.goto(fixture.route);
  const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
  const image = await meta('meta[property="og:image"]');
  expect(image).toMatch(new RegExp(`^${siteUrl}/assets/pictures/photo-build-check-[0-9a-f]{10}-1200\\.jpg$`));
  expect([await meta('meta[property="og:image:width"]'), await meta('meta[property="og:image:height"]')]).toEqual([
    '1200',
    '900',
  ]);
  expect(await meta('meta[property="og:image:alt"]')).toBe('A white combi boiler on a kitchen wall, above its pipes');
  expect(await meta('meta[name="twitter:image"]')).toBe(image);
  const article = (await jsonLd(page)).find((data) => data['@type'] === 'Article');
  expect(article?.image).toBe(image);

  const response = await request.get(image!.replace(siteUrl, ''));
  expect(response.headers()['content-type']).toBe('image/jpeg');
  const { width, height, type } = imageSize(await response.body());
  expect([type, width, height]).toEqual(['jpg', 1200, 900]);
});

test('the article with photos is accessible and valid HTML', async ({ page }) => {
  await page.goto(fixture.route);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);

  const file = path.join(folder, `${fixture.route}.html`);
  const report = await new HtmlValidate(new FileSystemConfigLoader()).validateFile(file);
  if (!report.valid) console.log(formatterFactory('stylish')(report.results));
  expect(report.errorCount).toBe(0);
});
