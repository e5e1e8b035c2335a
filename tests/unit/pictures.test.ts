import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { makePicture, removePhotoOriginals } from '@/build/pictures';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import { pictureVariants, pictureWidths, shareVariant, srcset, type PictureInfo } from '@/lib/pictures';
import { tempDir } from './temp-dir';

const base = path.resolve(import.meta.dirname, '../fixtures/base');
const today = new Date('2026-12-01T12:00:00Z');
const MB = 1024 * 1024;

/** A photo of the given size: a gradient with grain, so it is not a trivially small file. */
async function photo(width: number, height: number, options: { orientation?: number; padTo?: number } = {}) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let index = 0; index < pixels.length; index++) pixels[index] = (index % 251) ^ (index >> 9);
  let data = await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: options.orientation ?? 1 })
    .toBuffer();
  // A JPEG ends at its end marker: bytes after it make a large file that still reads as the same photo.
  if (options.padTo && data.length < options.padTo)
    data = Buffer.concat([data, Buffer.alloc(options.padTo - data.length)]);
  return data;
}

let photos: Record<string, Buffer>;
beforeAll(async () => {
  photos = {
    'wide.jpg': await photo(1600, 1200),
    'upright.jpg': await photo(1600, 1200, { orientation: 6 }),
    'narrow.jpg': await photo(640, 480),
    'heavy.jpg': await photo(1600, 1200, { padTo: 3.5 * MB }),
    'huge.jpg': await photo(1600, 1200, { padTo: 10.5 * MB }),
    'broken.jpg': Buffer.from('not a picture at all'),
  };
});

/** A copy of the base content with the photos in public/images/ and the given body added to one article. */
function contentWithBody(body: string, frontmatterImage?: string): string {
  const root = tempDir('pictures-');
  fs.cpSync(base, root, { recursive: true });
  for (const [name, data] of Object.entries(photos)) fs.writeFileSync(path.join(root, 'public/images', name), data);
  const article = path.join(root, 'content/articles/heat-pump-guide.mdx');
  let text = fs.readFileSync(article, 'utf8');
  if (frontmatterImage)
    text = text.replace('\n---\n', `\nimage:\n  src: ${frontmatterImage}\n  alt: 'A heat pump'\n---\n`);
  fs.writeFileSync(article, `${text}\n${body}\n`);
  return root;
}

const messages = (root: string) => checkContent({ root, today }).faults.map(formatFault);

describe('the variants of a photo', () => {
  const picture: PictureInfo = {
    src: '/images/Boiler in loft.JPG',
    width: 4032,
    height: 3024,
    bytes: 6 * MB,
    hash: '0123456789',
  };

  it('are made at the widths a phone and the article column need, never wider than the photo', () => {
    expect(pictureWidths(4032)).toEqual([480, 800, 1200, 1600]);
    expect(pictureWidths(1600)).toEqual([480, 800, 1200, 1600]);
    expect(pictureWidths(1000)).toEqual([480, 800, 1000]);
    expect(pictureWidths(800)).toEqual([480, 800]);
  });

  it('are named by the photo, its hash and their width, in AVIF, WebP and JPEG', () => {
    const variants = pictureVariants(picture);
    expect(variants).toHaveLength(12);
    expect(variants[0]).toEqual({
      format: 'avif',
      type: 'image/avif',
      width: 480,
      height: 360,
      url: '/assets/pictures/boiler-in-loft-0123456789-480.avif',
    });
    expect(srcset(variants, 'webp')).toBe(
      '/assets/pictures/boiler-in-loft-0123456789-480.webp 480w, /assets/pictures/boiler-in-loft-0123456789-800.webp 800w, ' +
        '/assets/pictures/boiler-in-loft-0123456789-1200.webp 1200w, /assets/pictures/boiler-in-loft-0123456789-1600.webp 1600w',
    );
  });

  it('include a JPEG of at most 1200 pixels for sharing', () => {
    expect(shareVariant(picture)).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(shareVariant({ ...picture, width: 1000, height: 750 })).toMatchObject({ width: 1000, height: 750 });
  });
});

describe('the content check of photos', () => {
  it('measures each photo as it is seen, a portrait phone photo upright', () => {
    const root = contentWithBody(
      '![A wide photo](/images/wide.jpg)\n\n![An upright photo](/images/upright.jpg)',
      '/images/wide.jpg',
    );
    const content = checkContent({ root, today });
    expect(content.faults).toEqual([]);
    expect(content.pictures['/images/wide.jpg']).toMatchObject({
      width: 1600,
      height: 1200,
      hash: expect.stringMatching(/^[0-9a-f]{10}$/),
    });
    expect(content.pictures['/images/upright.jpg']).toMatchObject({ width: 1200, height: 1600 });
    const article = content.articles.find((entry) => entry.slug === 'heat-pump-guide');
    expect(article?.picture).toEqual(content.pictures['/images/wide.jpg']);
  });

  it('refuses a photo over 10 MB or under 800 pixels wide, and warns above 3 MB, saying what to do', () => {
    const root = contentWithBody(
      [
        '![A boiler photographed at full size](/images/huge.jpg)',
        '![A boiler in a narrow crop](/images/narrow.jpg)',
        '![A boiler in a heavy file](/images/heavy.jpg)',
        '![A boiler that will not open](/images/broken.jpg)',
      ].join('\n\n'),
    );
    const found = messages(root);
    const line = (text: string) => found.find((message) => message.includes(text));
    expect(line('huge.jpg')).toMatch(
      /^content\/articles\/heat-pump-guide\.mdx:\d+: the picture \/images\/huge\.jpg is 10\.5 MB, more than the 10 MB a picture may be: save a smaller copy/,
    );
    expect(line('narrow.jpg')).toMatch(
      /^content\/articles\/heat-pump-guide\.mdx:\d+: the picture \/images\/narrow\.jpg is 640 pixels wide, narrower than the 800 pixels it needs to look sharp on a phone: use the original photo/,
    );
    expect(line('heavy.jpg')).toMatch(
      /^content\/articles\/heat-pump-guide\.mdx:\d+: warning: the picture \/images\/heavy\.jpg is 3\.5 MB: it will be published/,
    );
    expect(line('broken.jpg')).toMatch(
      /the picture \/images\/broken\.jpg cannot be read as a picture .*: save it again as a \.jpg$/,
    );
    expect(found).toHaveLength(4);
    const severities = checkContent({ root, today }).faults.map((fault) => fault.severity);
    expect(severities.filter((severity) => severity === 'error')).toHaveLength(3);
  });

  it('checks the article’s own photo too, on the line of its field', () => {
    const found = messages(contentWithBody('', '/images/narrow.jpg'));
    expect(found).toEqual([
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide\.mdx:\d+: the picture \/images\/narrow\.jpg is 640 pixels wide/,
      ),
    ]);
  });

  it('asks for a photo written as an <img> tag to be written as Markdown, which makes it small', () => {
    const found = messages(contentWithBody('<img src="/images/wide.jpg" alt="A wide photo" />'));
    expect(found).toEqual([
      expect.stringMatching(
        /the picture \/images\/wide\.jpg is a photo written as an <img> tag, which would send every visitor the whole file: write it as !\[A wide photo\]\(\/images\/wide\.jpg\)/,
      ),
    ]);
  });

  it('asks for an iPhone’s HEIC photo as a JPEG', () => {
    const root = contentWithBody('![A boiler](/images/boiler.heic)');
    fs.writeFileSync(path.join(root, 'public/images/boiler.heic'), 'an iPhone photo');
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide\.mdx:\d+: the picture \/images\/boiler\.heic is in the HEIC format an iPhone uses, which most browsers cannot show: save it as a \.jpg/,
      ),
    ]);
  });

  it('asks for a GIF as a JPEG or PNG, since the site cannot make small copies of it', () => {
    const root = contentWithBody('![A boiler](/images/boiler.gif)');
    fs.writeFileSync(path.join(root, 'public/images/boiler.gif'), 'GIF89a');
    expect(messages(root)).toEqual([
      expect.stringMatching(
        /^content\/articles\/heat-pump-guide\.mdx:\d+: the picture \/images\/boiler\.gif is a GIF, of which the site cannot make small copies, so every visitor would download the whole file: save it as a \.jpg \(a photo\) or a \.png/,
      ),
    ]);
  });

  it('refuses a drawing as an article’s own picture, which is shown when the page is shared', () => {
    const found = messages(contentWithBody('', '/images/heat-pump.svg'));
    expect(found).toEqual([
      expect.stringContaining('"image.src" must be the path of a photo in public/ (a .jpg, .png, .webp or .avif file)'),
    ]);
  });
});

describe('making the variants', () => {
  it('writes every variant upright and without the phone’s metadata, and reuses them', async () => {
    const root = tempDir('make-pictures-');
    const out = path.join(root, 'out');
    fs.mkdirSync(path.join(root, 'public/images'), { recursive: true });
    fs.mkdirSync(path.join(out, 'images'), { recursive: true });
    const original = await photo(1000, 750, { orientation: 6 });
    fs.writeFileSync(path.join(root, 'public/images/upright.jpg'), original);
    fs.writeFileSync(path.join(out, 'images/upright.jpg'), original);
    const picture: PictureInfo = {
      src: '/images/upright.jpg',
      width: 750,
      height: 1000,
      bytes: original.length,
      hash: 'abcdef0123',
    };
    const cache = path.join(root, 'cache');

    const made = await makePicture(picture, { root, out, cache });
    expect(made.variants.map((variant) => path.basename(variant.url))).toEqual(
      ['avif', 'webp', 'jpg'].flatMap((extension) =>
        [480, 750].map((width) => `upright-abcdef0123-${width}.${extension}`),
      ),
    );
    for (const variant of made.variants) {
      const metadata = await sharp(path.join(out, variant.url)).metadata();
      expect(metadata.format === 'heif' ? 'avif' : metadata.format, variant.url).toBe(variant.format);
      expect([metadata.width, metadata.height], variant.url).toEqual([variant.width, variant.height]);
      expect(metadata.orientation ?? 1, variant.url).toBe(1);
      expect(metadata.exif, variant.url).toBeUndefined();
      expect(variant.bytes).toBeLessThan(original.length);
    }

    // A second build copies them from the cache instead of converting again.
    const cached = fs.readdirSync(path.join(cache, 'v1')).map((name) => path.join(cache, 'v1', name));
    const times = cached.map((file) => fs.statSync(file).mtimeMs);
    fs.rmSync(out, { recursive: true });
    await makePicture(picture, { root, out, cache });
    expect(cached.map((file) => fs.statSync(file).mtimeMs)).toEqual(times);
    expect(fs.readdirSync(path.join(out, 'assets/pictures'))).toHaveLength(6);
  }, 60_000);
});

describe('the photos in public/', () => {
  it('are never published as they are: every one, shown on a page or not, leaves the export; drawings stay', () => {
    const root = tempDir('photo-originals-');
    const out = path.join(root, 'out');
    for (const dir of [path.join(root, 'public/images/team'), path.join(out, 'images/team')])
      fs.mkdirSync(dir, { recursive: true });
    const files = ['images/shown.jpg', 'images/not-shown-yet.JPEG', 'images/team/van.png', 'images/heat-pump.svg'];
    for (const file of files) {
      fs.writeFileSync(path.join(root, 'public', file), 'x');
      fs.writeFileSync(path.join(out, file), 'x');
    }
    expect(removePhotoOriginals(root, out).sort()).toEqual([
      '/images/not-shown-yet.JPEG',
      '/images/shown.jpg',
      '/images/team/van.png',
    ]);
    expect(files.filter((file) => fs.existsSync(path.join(out, file)))).toEqual(['images/heat-pump.svg']);
  });

  it('are refused as link targets, which would lead nowhere: a photo is shown with ![…]', () => {
    const root = contentWithBody('See [the new boiler](/images/wide.jpg) and [the old one](/images/old-boiler.jpg).');
    const message = (src: string) =>
      `content/articles/heat-pump-guide.mdx:22: the link to ${src}, a photo: a link cannot show it, and the site publishes photos only as pictures on a page. To show it, put ! before the [, like ![What the photo shows](${src})`;
    expect(messages(root)).toEqual([message('/images/wide.jpg'), message('/images/old-boiler.jpg')]);
  });
});
