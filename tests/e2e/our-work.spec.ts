import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { FileSystemConfigLoader, formatterFactory, HtmlValidate } from 'html-validate';
import { axeViolations } from './axe';

// Runs against the second export (tests/.out-forms), built with five jobs of Our work and a draft one
// (scripts/job-fixture.mjs): four boiler jobs (the oldest, in Solihull, one too many for the boilers
// page) and the latest, a heat pump in Hagley.
const job = {
  route: '/our-work/fixture-combi-redditch',
  title: 'Fixture job, a combi boiler in Redditch',
  photos: [
    'The new combi boiler on the kitchen wall, its cover on',
    'The copper pipes under the boiler, lagged and clipped',
    'The new thermostat on the hall wall',
  ],
};
const titles = {
  hagley: 'Fixture job, a heat pump in Hagley',
  redditch: job.title,
  bromsgrove: 'Fixture job, a boiler repair in Bromsgrove',
  worcester: 'Fixture job, a boiler service in Worcester',
  solihull: 'Fixture job, an older combi boiler in Solihull',
};

/** The titles of the job cards in the "Our Recent Work" section, in the order shown. */
const recentWork = (page: Page) =>
  page.getByRole('region', { name: 'Our Recent Work' }).getByRole('heading', { level: 3 }).allTextContents();

test('/our-work lists every published job by service, the latest first, with plain links to each group', async ({
  page,
}) => {
  await page.goto('/our-work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Our Work');
  const groups = page.getByRole('navigation', { name: 'Jobs by service' }).getByRole('link');
  await expect(groups).toHaveText(['New boiler (2)', 'Boiler service (1)', 'Boiler repair (1)', 'Heat pump (1)']);
  await groups.first().click();
  await expect(page).toHaveURL(/#new-boiler$/);
  await expect(page.getByRole('region', { name: 'New boiler' }).getByRole('heading', { level: 3 })).toHaveText([
    titles.redditch,
    titles.solihull,
  ]);
  await expect(page.getByText('Fixture job, a draft')).toHaveCount(0);
  expect(await axeViolations(page)).toEqual([]);
});

test("a job's page: its story, where and when, its photos as small copies, the customer's words and a quote for its service", async ({
  page,
  request,
}) => {
  await page.goto(job.route);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Our Work']);
  await expect(breadcrumb).toContainText(job.title);
  await expect(page.getByText('Redditch · August 2026 · New boiler')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get a Quote: New boiler' })).toHaveAttribute(
    'href',
    '/contact?service=new-boiler',
  );
  await expect(page.locator('figure blockquote')).toContainText("The fixture customer's words");
  const photos = page.getByRole('region', { name: 'Photos' }).getByRole('list').getByRole('img');
  await expect(photos).toHaveCount(3);
  for (const [index, alt] of job.photos.entries()) await expect(photos.nth(index)).toHaveAttribute('alt', alt);
  // Each opens its largest copy, never the photo as it was uploaded.
  const links = page.getByRole('region', { name: 'Photos' }).getByRole('list').getByRole('link');
  for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')!))) {
    expect(href).toMatch(/^\/assets\/pictures\/job-fixture-[a-z]+-[0-9a-f]{10}-1200\.jpg$/);
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
    expect(response.headers()['content-type'], href).toBe('image/jpeg');
  }
  expect(await page.content(), 'the uploaded photos are never sent').not.toMatch(/\/images\/job-fixture/);
  for (const original of ['kitchen', 'pipes', 'controls'])
    expect((await request.get(`/images/job-fixture-${original}.jpg`)).status(), original).toBe(404);
  expect(await axeViolations(page)).toEqual([]);
});

for (const javaScriptEnabled of [true, false])
  test.describe(`the gallery ${javaScriptEnabled ? 'with' : 'without'} scripts`, () => {
    test.use({ javaScriptEnabled });

    test('on a 375 px phone each photo is the width of the screen, less its margins, and shows', async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 812 });
      await page.goto(job.route);
      const photos = page.getByRole('region', { name: 'Photos' }).getByRole('list').getByRole('img');
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toHaveJSProperty('complete', true);
        expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        const box = (await photo.boundingBox())!;
        expect(box.width).toBeCloseTo(375 - 2 * 16, 0);
      }
    });

    test('at 1280 px the first photo spans the column and the others sit two abreast', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(job.route);
      const photos = page.getByRole('region', { name: 'Photos' }).getByRole('list').getByRole('img');
      const boxes = [];
      for (const photo of await photos.all()) {
        await photo.scrollIntoViewIfNeeded();
        await expect(photo).toHaveJSProperty('complete', true);
        boxes.push((await photo.boundingBox())!);
      }
      const [first, second, third] = boxes as [DOMRect, DOMRect, DOMRect];
      expect(first.width).toBeGreaterThan(700);
      expect(second.width).toBeLessThan(first.width / 2);
      expect(Math.abs(second.y - third.y)).toBeLessThan(1);
      expect(third.x).toBeGreaterThan(second.x + second.width);
    });
  });

test('the latest three jobs of a service show on its page, and the latest three of all on the home page', async ({
  page,
}) => {
  await page.goto('/boilers');
  expect(await recentWork(page)).toEqual([titles.redditch, titles.bromsgrove, titles.worcester]);
  await page.goto('/heat-pumps');
  expect(await recentWork(page)).toEqual([titles.hagley]);
  await page.goto('/air-conditioning');
  await expect(page.getByRole('region', { name: 'Our Recent Work' })).toHaveCount(0);
  await page.goto('/');
  expect(await recentWork(page)).toEqual([titles.hagley, titles.redditch, titles.bromsgrove]);
  await page.getByRole('link', { name: titles.hagley }).click();
  await expect(page).toHaveURL(/\/our-work\/fixture-heat-pump-hagley$/);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Our Work' })).toHaveAttribute(
    'href',
    '/our-work',
  );
});

test('every published job is in sitemap.xml, on /sitemap and in the site search; the draft in none', async ({
  page,
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const slug of ['', '/fixture-combi-redditch', '/fixture-heat-pump-hagley', '/fixture-combi-solihull'])
    expect(sitemap).toContain(`/our-work${slug}</loc>`);
  expect(sitemap).not.toContain('fixture-draft-job');
  expect((await request.get('/our-work/fixture-draft-job')).status()).toBe(404);
  await page.goto('/sitemap');
  await expect(page.getByRole('link', { name: titles.worcester })).toHaveAttribute(
    'href',
    '/our-work/fixture-service-worcester',
  );
  await page.goto('/search');
  await page.getByRole('searchbox').fill('oil boiler heat pump Hagley');
  await page.getByRole('searchbox').press('Enter');
  await expect(page.locator('[data-search-results]').getByRole('link', { name: titles.hagley })).toHaveAttribute(
    'href',
    /\/our-work\/fixture-heat-pump-hagley$/,
  );
});

test('Our work and the pages showing its cards are valid HTML', async () => {
  const folder = path.resolve('tests/.out-forms');
  const jobs = fs.readdirSync(path.join(folder, 'our-work')).map((file) => `our-work/${file}`);
  const files = ['our-work.html', ...jobs, 'index.html', 'boilers.html'].map((file) => path.join(folder, file));
  expect(jobs).toHaveLength(5);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const failed = (await Promise.all(files.map((file) => validator.validateFile(file)))).filter(
    (report) => !report.valid,
  );
  expect(formatterFactory('stylish')(failed.flatMap((report) => report.results))).toBe('');
});
