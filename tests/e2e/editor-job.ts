import { expect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { uploadPhoto } from './editor-steps';

// A job of Our work as staff add it in the web editor, with three photos from a phone (editor.spec.ts).

export const JOB = {
  slug: 'combi-boiler-for-a-family-home-in-redditch',
  title: 'Combi Boiler for a Family Home in Redditch',
  description: 'An old back boiler swapped for a combi in a day, freeing up the airing cupboard.',
  town: 'Redditch',
  service: { value: 'new-boiler', name: 'New boiler' },
  month: 'October',
  year: 2026,
  story: 'The back boiler behind the gas fire kept losing pressure. We fitted a combi in the kitchen in one day.',
  customer: { words: 'Quick, tidy and the house was warm again by teatime.', name: 'Mrs P., Redditch' },
  photos: [
    { file: 'old-back-boiler.jpg', alt: 'The old back boiler behind the gas fire, before we took it out' },
    { file: 'new-combi-boiler.jpg', alt: 'The new combi boiler on the kitchen wall' },
    { file: 'airing-cupboard-shelves.jpg', alt: 'The airing cupboard, empty of its tanks, with shelves fitted' },
  ],
};

/** What the job's branch holds: its file, then its photos. */
export const JOB_FILES = [
  `content/jobs/${JOB.slug}.mdx`,
  ...JOB.photos.map(({ file }) => `public/images/${file}`).sort(),
];

/** The job's settings as the content check reads them from the editor's file. */
export const JOB_FRONTMATTER = {
  ...{ title: JOB.title, description: JOB.description, town: JOB.town, service: JOB.service.value },
  ...{ month: JOB.month, year: JOB.year, draft: false },
  photos: JOB.photos.map(({ file, alt }) => ({ src: `/images/${file}`, alt })),
  customer: { ...JOB.customer, permission: true },
};

const COLOURS = ['#7a5c3e', '#dfe4e8', '#c9b48a'];

/** The job's photos as a phone takes them: 1600 × 1200 JPEGs, each of its own colour and grain. */
export function phonePhotos(testInfo: TestInfo): Promise<string[]> {
  const size = { width: 1600, height: 1200, channels: 3 } as const;
  return Promise.all(
    JOB.photos.map(async ({ file }, index) => {
      const grain = await sharp({
        create: { ...size, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 20 + 10 * index } },
      })
        .png()
        .toBuffer();
      const photo = testInfo.outputPath(file);
      await sharp({ create: { ...size, background: COLOURS[index]! } })
        .composite([{ input: grain, blend: 'soft-light' }])
        .jpeg({ quality: 85 })
        .toFile(photo);
      return photo;
    }),
  );
}

/** Picks `option` in the select labelled `label` (Decap's search-as-you-type list). */
async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** "Our work" → new job, every box filled in as staff would, the photos uploaded one by one; not yet saved. */
export async function addJob(page: Page, photos: readonly string[]) {
  await page.goto('/admin/#/collections/jobs');
  await page.getByRole('link', { name: 'Create entry of type Job' }).click();
  await page.getByLabel('Title', { exact: true }).fill(JOB.title);
  await page.getByLabel('Description', { exact: true }).fill(JOB.description);
  await choose(page, 'Town', JOB.town);
  await choose(page, 'Service', JOB.service.name);
  await choose(page, 'Month', JOB.month);
  await page.getByLabel('Year', { exact: true }).fill(String(JOB.year));
  for (const [index, photo] of photos.entries()) {
    await page.getByRole('button', { name: 'Add photos' }).click();
    await uploadPhoto(page, photo);
    await page
      .getByLabel('What the photo shows (for people who cannot see it)', { exact: true })
      .last()
      .fill(JOB.photos[index]!.alt);
  }
  await page.getByLabel('What they said (optional)', { exact: true }).fill(JOB.customer.words);
  await page.getByLabel('Name (optional)', { exact: true }).fill(JOB.customer.name);
  const permission = page.getByLabel('They agreed to be quoted on the website (optional)', { exact: true });
  await permission.click();
  await expect(permission).toHaveAttribute('aria-checked', 'true');
  await page.locator('[contenteditable=true]').last().click();
  await page.keyboard.type(JOB.story);
}
