/**
 * Photos in the content, as phones receive them. Staff save a photo from their phone in
 * public/images/ and name it in an article (`image:` or `![alt](/images/…)`). The content check
 * measures it (lib/content/picture-files.ts); the build turns it into AVIF and WebP with a JPEG
 * fallback at a few widths (scripts/make-pictures.ts); the page names every variant in a `<picture>`
 * (components/picture.tsx) and the browser picks the smallest that suits it. The original is never
 * served.
 *
 * This file is the contract both sides share: which widths and formats exist, and what they are
 * called. A variant's name carries a hash of the original, so it can be kept by browsers for a year.
 */

/** What the content check knows of a photo. */
export interface PictureInfo {
  /** Its address as written in the content, like /images/boiler.jpg */
  src: string;
  /** Width and height as it is seen: a portrait phone photo's EXIF turn applied. */
  width: number;
  height: number;
  bytes: number;
  /** The first 10 hex digits of the SHA-256 of the file. */
  hash: string;
  /** No copies are made of it yet: a photo new in the web editor's preview, shown as it is. */
  asIs?: boolean;
}

/** Formats a photo is served in, best first; the last is the fallback every browser shows. */
export const PICTURE_FORMATS = [
  { format: 'avif', extension: 'avif', type: 'image/avif' },
  { format: 'webp', extension: 'webp', type: 'image/webp' },
  { format: 'jpeg', extension: 'jpg', type: 'image/jpeg' },
] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number]['format'];

/**
 * Widths made of each photo: a phone's screen (about 400 CSS pixels) at one, two and three device
 * pixels per CSS pixel, up to the article column (768 CSS pixels) at two. None is wider than the
 * original.
 */
export const PICTURE_WIDTHS = [480, 800, 1200, 1600] as const;

/** Where the variants are written in the export (a folder `_headers` keeps for a year). */
export const PICTURES_FOLDER = 'assets/pictures';

/** Limits of the content check. */
export const PICTURE_LIMITS = {
  /** Larger files are refused: a phone photo is 2 to 6 MB. */
  maxBytes: 10 * 1024 * 1024,
  /** Larger files are accepted with a warning (they slow down every build). */
  warnBytes: 3 * 1024 * 1024,
  /** Narrower pictures look blurred in the article column on a phone. */
  minWidth: 800,
} as const;

/** Pictures the build converts: photos. Drawings (SVG) are served as they are. */
export const isPhoto = (src: string) => /\.(?:jpe?g|png|webp|avif)$/i.test(src);

export interface PictureVariant {
  format: PictureFormat;
  type: string;
  width: number;
  height: number;
  /** Its address, like /assets/pictures/boiler-3f2a9c01de-800.avif */
  url: string;
}

/** `/images/Boiler in loft.JPG` → `boiler-in-loft` */
function stem(src: string): string {
  const name = src
    .split('/')
    .pop()!
    .replace(/\.[^.]+$/, '');
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'picture'
  );
}

/**
 * The widths made of a photo: each of PICTURE_WIDTHS up to its own width, and its own width when it
 * falls between them (a 1,000-pixel photo is made at 480, 800 and 1,000).
 */
export function pictureWidths(width: number): number[] {
  const widths: number[] = PICTURE_WIDTHS.filter((candidate) => candidate <= width);
  if (width < PICTURE_WIDTHS.at(-1)! && !widths.includes(width)) widths.push(width);
  return widths;
}

/** Every file the build makes of a photo, by format then width. */
export function pictureVariants(picture: PictureInfo): PictureVariant[] {
  const name = stem(picture.src);
  return PICTURE_FORMATS.flatMap(({ format, extension, type }) =>
    pictureWidths(picture.width).map((width) => ({
      format,
      type,
      width,
      height: Math.round((width * picture.height) / picture.width),
      url: `/${PICTURES_FOLDER}/${name}-${picture.hash}-${width}.${extension}`,
    })),
  );
}

/** `srcset` of one format: `/assets/pictures/…-480.avif 480w, /assets/pictures/…-800.avif 800w, …` */
export function srcset(variants: readonly PictureVariant[], format: PictureFormat): string {
  return variants
    .filter((variant) => variant.format === format)
    .map((variant) => `${variant.url} ${variant.width}w`)
    .join(', ');
}

/** The JPEG shown when the page is shared: social networks read JPEG, at up to 1200 pixels wide. */
export function shareVariant(picture: PictureInfo): PictureVariant {
  const jpegs = pictureVariants(picture).filter((variant) => variant.format === 'jpeg');
  return jpegs.filter((variant) => variant.width <= 1200).pop() ?? jpegs[0]!;
}

/** A page's own photo as og:image, twitter:image and the Article's image name it. */
export function shareImage(picture: PictureInfo, alt: string) {
  const { url, width, height } = shareVariant(picture);
  return { src: url, alt, width, height };
}

/** The size the browser gives to a picture in an article's column: the column, less its margins on a phone. */
export const ARTICLE_PICTURE_SIZES =
  '(min-width: 1024px) 48rem, (min-width: 640px) calc(min(100vw, 48rem) - 3rem), calc(100vw - 2rem)';

/** The address of a public file, decoded (`/images/my%20boiler.jpg` → `/images/my boiler.jpg`). */
export function decodePath(href: string): string {
  try {
    return decodeURIComponent(href);
  } catch {
    return href;
  }
}
