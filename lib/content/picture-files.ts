import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { sha256 } from '@/lib/kept-files';
import type { PictureInfo } from '@/lib/pictures';

export type PictureReading = { ok: true; picture: PictureInfo } | { ok: false; reason: string };

/** Results by file, size and modification time: the editors' preview checks the content on every request. */
const readings = new Map<string, PictureReading>();

/**
 * Measures a photo in public/ (`src` is its address, like /images/boiler.jpg): its size as seen, once
 * the turn a phone writes into the EXIF of a portrait photo is applied, its bytes and its hash.
 */
export function readPicture(root: string, src: string): PictureReading {
  const file = path.join(root, 'public', src);
  const { size, mtimeMs } = fs.statSync(file);
  const key = `${file}:${size}:${mtimeMs}`;
  let reading = readings.get(key);
  if (!reading) {
    reading = measure(src, fs.readFileSync(file));
    readings.set(key, reading);
  }
  return reading;
}

function measure(src: string, data: Buffer): PictureReading {
  let dimensions: ReturnType<typeof imageSize>;
  try {
    dimensions = imageSize(data);
  } catch {
    return { ok: false, reason: 'cannot be read as a picture (the file may be damaged, or not the kind its name says)' };
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: a portrait photo is stored on its side.
  const turned = (dimensions.orientation ?? 1) >= 5;
  return {
    ok: true,
    picture: {
      src,
      width: turned ? dimensions.height : dimensions.width,
      height: turned ? dimensions.width : dimensions.height,
      bytes: data.length,
      hash: sha256(data).slice(0, 10),
    },
  };
}
