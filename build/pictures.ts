import fs from 'node:fs';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { publicFiles } from '@/lib/content/public-files';
import { isPhoto, pictureVariants, type PictureFormat, type PictureInfo, type PictureVariant } from '@/lib/pictures';

/**
 * How each format is written. The qualities are those at which a photo looks the same as the
 * original at the size it is shown; AVIF at 50 is about half the bytes of JPEG at 78. Bump
 * ENCODING when a setting changes, so the cache of .next/cache/pictures is not reused.
 */
const ENCODING = 'v1';
const encoders: Record<PictureFormat, (image: Sharp) => Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 4 }),
  webp: (image) => image.webp({ quality: 75 }),
  // JPEG has no transparency: a PNG's transparent parts are shown on white, as the page is.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 78, mozjpeg: true }),
};

export interface MadePicture {
  picture: PictureInfo;
  variants: (PictureVariant & { bytes: number })[];
}

interface MakeOptions {
  /** The project root: the originals are in its public/. */
  root: string;
  /** The export (out/). */
  out: string;
  /** Where variants already made are kept between builds. */
  cache: string;
}

/**
 * Writes every variant of a photo into the export (from the cache when it was made before). The
 * original that Next copied from public/ is left to removePhotoOriginals, which takes every photo.
 * The EXIF turn of a portrait phone photo is applied, and its metadata (the place it was taken,
 * the phone) left out.
 */
export async function makePicture(picture: PictureInfo, { root, out, cache }: MakeOptions): Promise<MadePicture> {
  const original = path.join(root, 'public', picture.src);
  const variants: MadePicture['variants'] = [];
  for (const variant of pictureVariants(picture)) {
    const cached = path.join(cache, ENCODING, path.basename(variant.url));
    if (!fs.existsSync(cached)) {
      fs.mkdirSync(path.dirname(cached), { recursive: true });
      const image = sharp(original, { failOn: 'none' }).autoOrient().resize({ width: variant.width });
      const partial = `${cached}.${process.pid}`;
      await encoders[variant.format](image).toFile(partial);
      fs.renameSync(partial, cached);
    }
    const target = path.join(out, variant.url);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(cached, target);
    variants.push({ ...variant, bytes: fs.statSync(target).size });
  }
  return { picture, variants };
}

/**
 * Removes from the export every photo public/ holds, used or not: a photo reaches visitors only as
 * the small copies of a picture on a page, never as the file from the phone, which may record where
 * it was taken. Returns the addresses removed.
 */
export function removePhotoOriginals(root: string, out: string): string[] {
  const photos = [...publicFiles(root)].filter(isPhoto);
  for (const photo of photos) fs.rmSync(path.join(out, photo), { force: true });
  return photos;
}
