import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { JOB } from './editor-job';

// What the site built from the editor's merged pull requests shows of the pages written in the editor
// (editor.spec.ts): each photo only as the small copies the build makes of it, never the upload itself.

/** Where a page of the merged site is: its address on the server that serves it. */
export type At = (route: string) => string;

/** A <picture>'s copies: AVIF, WebP and JPEG at several widths, each of them served, all made from `photo`. */
async function expectCopiesOf(picture: Locator, photo: string, request: APIRequestContext, at: At) {
  const copies = (
    await picture
      .locator('source, img')
      .evaluateAll((elements) =>
        elements.flatMap((element) =>
          (element.getAttribute('srcset') ?? '').split(',').map((entry) => entry.trim().split(' ')[0]!),
        ),
      )
  ).filter(Boolean);
  expect(copies.length, 'AVIF, WebP and JPEG copies at several widths').toBeGreaterThanOrEqual(6);
  const stem = photo.replace(/\.jpg$/, '');
  for (const copy of copies) {
    expect(copy).toMatch(new RegExp(`^/assets/pictures/${stem}-[0-9a-f]+-\\d+\\.(avif|webp|jpg)$`));
    const response = await request.get(at(copy));
    expect(response.status(), copy).toBe(200);
    expect(response.headers()['content-type'], copy).toMatch(/^image\//);
  }
  await picture.scrollIntoViewIfNeeded();
  await expect(picture.locator('img')).toHaveJSProperty('complete', true);
  expect(await picture.page().content(), 'the uploaded original is never sent').not.toContain(`/images/${photo}`);
}

/** The article written in the editor: its page with its photo, the listings and feeds, and the search. */
export async function expectArticleShown(page: Page, request: APIRequestContext, at: At) {
  const route = '/knowledge-centre/how-to-bleed-a-radiator';
  await page.goto(at(route));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Bleed a Radiator');
  const photo = page.locator('article picture').first();
  await expect(photo.locator('img')).toHaveAttribute('alt', 'A radiator valve opened with a bleed key');
  await expectCopiesOf(photo, 'radiator-valve.jpg', request, at);
  // The blocks inserted from the menu, as the preview showed them.
  await expect(page.getByRole('table', { name: /What bleeding costs/ })).toContainText('Bleed key');
  await expect(page.getByText('10 minutes', { exact: true })).toBeVisible();
  await expect(page.getByText('Book a radiator check', { exact: true })).toBeVisible();
  await expect(page.getByText('Still cold at the top after bleeding? We can find out why.')).toBeVisible();
  await expect(page.getByText('Medium urgency', { exact: true })).toBeVisible();

  for (const listing of [
    '/knowledge-centre',
    '/sitemap.xml',
    '/knowledge-centre/feed.xml',
    '/knowledge-centre/atom.xml',
    '/knowledge-centre/feed.json',
  ])
    expect(await (await request.get(at(listing))).text(), listing).toContain(route);

  await page.goto(at('/search'));
  await page.getByRole('searchbox').fill('bleed a radiator');
  await page.getByRole('searchbox').press('Enter');
  await expect(
    page.locator('[data-search-results]').getByRole('link', { name: 'How to Bleed a Radiator' }),
  ).toHaveAttribute('href', new RegExp(`${route}$`));
}

/** The job added in the editor: its page with its three photos, and a link to it where jobs are listed. */
export async function expectJobShown(page: Page, request: APIRequestContext, at: At) {
  const route = `/our-work/${JOB.slug}`;
  await page.goto(at(route));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(JOB.title);
  const pictures = page.locator('main picture');
  await expect(pictures).toHaveCount(JOB.photos.length);
  for (const [index, { file, alt }] of JOB.photos.entries()) {
    await expect(pictures.nth(index).locator('img')).toHaveAttribute('alt', alt);
    await expectCopiesOf(pictures.nth(index), file, request, at);
  }
  // Our work lists it; its service's page (new-boiler: /boilers) and the home page show the latest three.
  for (const listing of ['/our-work', '/boilers', '/']) {
    await page.goto(at(listing));
    await expect(page.locator(`main a[href$="${route}"]`).first(), listing).toBeVisible();
  }
}
