import { closest } from '@/lib/suggest';
import type { Fault } from './faults';
import type { BodyImage } from './mdx-analysis';
import { decodePath } from './public-files';
import { lineOf } from './yaml-lines';

interface WithImages {
  file: string;
  source: string;
  frontmatter?: { image?: { src: string } };
  body: { images: BodyImage[] };
}

const EXAMPLE = '/images/boiler.jpg';

/**
 * Pictures must have alt text (read aloud to people who cannot see them) and be files in public/:
 * the site's security settings block pictures from other websites.
 */
export function checkImages(entries: readonly WithImages[], files: ReadonlySet<string>, faults: Fault[]): void {
  const known = [...files];
  const notInPublic = (src: string) => {
    const suggestion = closest(src, known);
    return (
      'is not in the public/ folder: ' +
      (suggestion ? `did you mean ${suggestion}?` : `save the picture as public${src}, or correct the name`)
    );
  };
  for (const { file, source, frontmatter, body } of entries) {
    const fault = (line: number | undefined, message: string) => faults.push({ file, line, severity: 'error', message });
    const image = frontmatter?.image;
    if (image && !files.has(decodePath(image.src))) {
      fault(lineOf(source, ['image', 'src']), `"image.src" ${image.src} ${notInPublic(decodePath(image.src))}`);
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
      }
    }
  }
}
