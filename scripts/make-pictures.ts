/**
 * After the export: makes the small copies of every photo the content names (build/pictures.ts)
 * into out/assets/pictures/, and removes from out/ the originals and every other photo in public/
 * (build/pictures.ts, removePhotoOriginals). Copies made by an earlier build
 * are reused from .next/cache/pictures.
 */
import path from 'node:path';
import { makePicture, removePhotoOriginals } from '@/build/pictures';
import { getContent } from '@/lib/content';

const out = path.resolve(process.argv[2] ?? 'out');
const root = process.cwd();
const pictures = Object.values(getContent().pictures);
const kib = (bytes: number) => `${Math.round(bytes / 1024)} KiB`;

for (const picture of pictures) {
  const made = await makePicture(picture, { root, out, cache: path.join(root, '.next', 'cache', 'pictures') });
  const sizes = (format: string) =>
    made.variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.width} px ${kib(variant.bytes)}`)
      .join(', ');
  console.log(
    `  ${picture.src} (${picture.width} × ${picture.height}, ${kib(picture.bytes)}): AVIF ${sizes('avif')}; WebP ${sizes('webp')}; JPEG ${sizes('jpeg')}`,
  );
}
const originals = removePhotoOriginals(root, out);
const unused = originals.length - pictures.length;
console.log(
  (pictures.length === 0
    ? '✔ No photos to convert.'
    : `✔ Made the phone-sized copies of ${pictures.length} photo${pictures.length === 1 ? '' : 's'} in ${path.relative(root, out)}/assets/pictures/; the originals are not published.`) +
    (unused > 0
      ? ` ${unused} photo${unused === 1 ? '' : 's'} in public/ that no page shows ${unused === 1 ? 'is' : 'are'} not published either.`
      : ''),
);
