import { Picture } from '@/components/picture';
import { getPicture } from '@/lib/content';
import { pictureVariants, type PictureInfo } from '@/lib/pictures';

/** The gallery's column is the article's (48rem); beside the first, the photos go two abreast from 640 px. */
const FIRST_SIZES = '(min-width: 1024px) 48rem, (min-width: 640px) calc(min(100vw, 48rem) - 3rem), calc(100vw - 2rem)';
const PAIR_SIZES = '(min-width: 1024px) 23.5rem, (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** The largest copy the build makes of a photo, as JPEG: what "full size" opens, never the original. */
function largestCopy(picture: PictureInfo): string {
  return pictureVariants(picture)
    .filter((variant) => variant.format === 'jpeg')
    .at(-1)!.url;
}

/**
 * A job's photos, plain HTML: on a phone one under another, each the width of the screen; from
 * 640 px the first across the column and the others two abreast. Each opens its largest copy on its
 * own, to look closer, with no script.
 */
export function JobGallery({ photos }: { photos: readonly { src: string; alt: string }[] }) {
  const shown = photos.flatMap((photo) => {
    const picture = getPicture(photo.src);
    return picture ? [{ ...photo, picture }] : [];
  });
  if (shown.length === 0) return null;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      {shown.map(({ src, alt, picture }, index) => (
        <li key={src} className={index === 0 ? 'sm:col-span-2' : undefined}>
          <a href={largestCopy(picture)} className="group block rounded-lg">
            <Picture
              picture={picture}
              alt={alt}
              sizes={index === 0 ? FIRST_SIZES : PAIR_SIZES}
              className="h-auto w-full rounded-lg bg-slate-100"
            />
            <span className="mt-1 block text-sm text-brand-700 group-hover:underline">
              Photo {index + 1} of {shown.length}: open full size
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
