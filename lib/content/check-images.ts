import { decodePath, isPhoto, PICTURE_LIMITS, type PictureInfo } from '@/lib/pictures';
import { HEIC_WORDS } from '@/schemas/fields';
import { closest } from '@/lib/suggest';
import { fieldName, type Fault } from './faults';
import type { BodyImage } from './mdx-analysis';
import type { PictureReading } from './picture-files';
import { lineOf } from './yaml-lines';

interface WithImages {
  file: string;
  source: string;
  /** An article's or a page's own photo (`image`), or a job's (`photos`). */
  frontmatter?: { image?: { src: string; alt: string }; photos?: { src: string; alt: string }[] };
  body: { images: BodyImage[] };
}

const EXAMPLE = '/images/boiler.jpg';


const ALT_EXAMPLE = 'A new combi boiler fitted in a kitchen cupboard';

/** Alt text that names the file rather than what it shows: "IMG_2041.jpg", "boiler" for boiler.jpg, "image". */
export function isFileNameAlt(alt: string, src: string): boolean {
  const text = alt.trim().toLowerCase();
  const file = (decodePath(src).split('/').pop() ?? '').toLowerCase();
  return (
    text === file ||
    text === file.replace(/\.\w+$/, '') ||
    /\.(?:jpe?g|png|webp|avif|gif|hei[cf])$/.test(text) ||
    /^(?:img|dsc[nf]?|pxl|image|photo|picture|pic)[\s_-]?\d*$/.test(text)
  );
}

const MB = 1024 * 1024;
const megabytes = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/**
 * A photo's size faults: too large a file, too few pixels. A phone photo (2 to 6 MB, 3,000 to 4,000
 * pixels wide) passes, with a warning above 3 MB because every copy stays in the site's history.
 */
function pictureFaults(picture: PictureInfo): { severity: Fault['severity']; message: string }[] {
  const { src, bytes, width } = picture;
  const faults: { severity: Fault['severity']; message: string }[] = [];
  if (bytes > PICTURE_LIMITS.maxBytes) {
    faults.push({
      severity: 'error',
      message: `the picture ${src} is ${megabytes(bytes)}, more than the ${PICTURE_LIMITS.maxBytes / MB} MB a picture may be: save a smaller copy (on a phone, choose the "large" size rather than "actual size" when you share or export it), about 2,000 pixels wide`,
    });
  } else if (bytes > PICTURE_LIMITS.warnBytes) {
    faults.push({
      severity: 'warning',
      message: `the picture ${src} is ${megabytes(bytes)}: it will be published, and visitors get a small copy of it, but every file stays in the site's history for good; a copy under ${PICTURE_LIMITS.warnBytes / MB} MB (about 2,000 pixels wide) is plenty`,
    });
  }
  if (width < PICTURE_LIMITS.minWidth) {
    faults.push({
      severity: 'error',
      message: `the picture ${src} is ${width} pixels wide, narrower than the ${PICTURE_LIMITS.minWidth} pixels it needs to look sharp on a phone: use the original photo, or a larger copy of it`,
    });
  }
  return faults;
}

/** Measures a photo of public/ by its address (/images/boiler.jpg): Node reads the file; the editor cannot. */
export type Measure = (src: string) => PictureReading;

/**
 * Pictures must have alt text (read aloud to people who cannot see them) and be files in public/:
 * the site's security settings block pictures from other websites. Photos must be large enough to
 * look sharp and small enough to store; each is measured once and returned by its address, for the
 * build to convert and the pages to name.
 */
export function checkImages(
  entries: readonly WithImages[],
  files: ReadonlySet<string>,
  faults: Fault[],
  read?: Measure,
): Record<string, PictureInfo> {
  const pictures: Record<string, PictureInfo> = {};
  /** Measures a photo that exists, when it can be measured here; a photo that cannot be read is a fault. */
  const measure = (file: string, line: number | undefined, src: string): void => {
    if (!read) return;
    const reading = read(src);
    if (!reading.ok) {
      faults.push({ file, line, rule: 'pictures', severity: 'error', message: `the picture ${src} ${reading.reason}: save it again as a .jpg` });
      return;
    }
    pictures[src] = reading.picture;
    for (const fault of pictureFaults(reading.picture)) faults.push({ file, line, rule: 'pictures', ...fault });
  };
  const known = [...files];
  const notInPublic = (src: string) => {
    const suggestion = closest(src, known);
    return (
      'is not in the public/ folder: ' +
      (suggestion ? `did you mean ${suggestion}?` : `save the picture as public${src}, or correct the name`)
    );
  };
  for (const { file, source, frontmatter, body } of entries) {
    const fault = (line: number | undefined, message: string) => faults.push({ file, line, rule: 'pictures', severity: 'error', message });
    const own: { path: (string | number)[]; image: { src: string; alt: string } }[] = [
      ...(frontmatter?.image ? [{ path: ['image'], image: frontmatter.image }] : []),
      ...(frontmatter?.photos ?? []).map((image, index) => ({ path: ['photos', index], image })),
    ];
    for (const { path, image } of own) {
      const name = fieldName(path);
      const line = lineOf(source, [...path, 'src']);
      if (!files.has(decodePath(image.src))) fault(line, `"${name}.src" ${image.src} ${notInPublic(decodePath(image.src))}`);
      else measure(file, line, image.src);
      if (isFileNameAlt(image.alt, image.src)) {
        fault(
          lineOf(source, [...path, 'alt']),
          `"${name}.alt" is "${image.alt}", a file name rather than a description: write what the photo shows, for people who cannot see it, like alt: ${ALT_EXAMPLE}`,
        );
      }
    }
    for (const { src, alt, syntax, line } of body.images) {
      const where = `the picture ${src}`;
      if (!alt?.trim()) {
        fault(
          line,
          `${where} has no alt text (a short description for people who cannot see it): ` +
            (syntax === 'markdown'
              ? `write it between the square brackets, like ![What the picture shows](${src})`
              : `add alt="What the picture shows" to the <img> tag`),
        );
      } else if (isFileNameAlt(alt, src)) {
        fault(
          line,
          `${where} has "${alt.trim()}" as its alt text, a file name rather than a description: write what the picture shows, for people who cannot see it, like ` +
            (syntax === 'markdown' ? `![${ALT_EXAMPLE}](${src})` : `alt="${ALT_EXAMPLE}"`),
        );
      }
      if (/^(?:https?:)?\/\//.test(src)) {
        fault(
          line,
          `${where} is on another website, which the site's security settings block: save the picture in public/images/ and write its address like ${EXAMPLE}`,
        );
      } else if (!src.startsWith('/')) {
        fault(line, `${where} must start with /, like ${EXAMPLE} for the file public${EXAMPLE}`);
      } else if (!files.has(decodePath(src))) {
        fault(line, `${where} ${notInPublic(decodePath(src))}`);
      } else if (/\.hei[cf]$/i.test(src)) {
        fault(line, `${where} ${HEIC_WORDS}`);
      } else if (/\.gif$/i.test(src)) {
        fault(
          line,
          `${where} is a GIF, of which the site cannot make small copies, so every visitor would download the whole file: save it as a .jpg (a photo) or a .png (a drawing or a screenshot)`,
        );
      } else if (isPhoto(src)) {
        if (syntax === 'html') {
          fault(
            line,
            `${where} is a photo written as an <img> tag, which would send every visitor the whole file: write it as ![${alt?.trim() || 'What the picture shows'}](${src}) so the site can make small copies of it for phones`,
          );
        } else measure(file, line, src);
      }
    }
  }
  return pictures;
}
