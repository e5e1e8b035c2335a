import type { ComponentProps } from 'react';
import { Picture } from '@/components/picture';
import { getPicture } from '@/lib/content';

/**
 * A picture of the body (`![What it shows](/images/boiler.jpg)`). A photo is served as small modern
 * copies (components/picture.tsx), fetched as it comes near the screen; a drawing (SVG) as it is.
 */
export function MdxImage({ src, alt = '', ...rest }: ComponentProps<'img'>) {
  const picture = typeof src === 'string' ? getPicture(src) : undefined;
  if (picture) return <Picture picture={picture} alt={alt} className="rounded-lg" />;
  // eslint-disable-next-line @next/next/no-img-element -- a drawing, served as it is: nothing to convert
  return <img src={src} alt={alt} loading="lazy" decoding="async" {...rest} />;
}
