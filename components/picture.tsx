import { ARTICLE_PICTURE_SIZES, pictureVariants, srcset, type PictureInfo } from '@/lib/pictures';

interface PictureProps {
  picture: PictureInfo;
  alt: string;
  /** How wide the picture is shown, for the browser to pick a file (`sizes`). */
  sizes?: string;
  /**
   * The page's largest paint (an article's own photo, at its top): fetched at once, before other
   * pictures. Every other picture is fetched when it comes near the screen.
   */
  priority?: boolean;
  className?: string;
}

/**
 * A photo as phones receive it: AVIF, or WebP, or JPEG in browsers that read neither, each at the
 * width the screen needs (lib/pictures.ts). Width and height keep its space while it loads, so the
 * text never jumps.
 *
 * In the editors' preview (`npm run dev`) the small copies are not made yet: the photo itself is
 * shown, at the same size; so is a photo just added in the web editor's preview (`asIs`).
 */
export function Picture({ picture, alt, sizes = ARTICLE_PICTURE_SIZES, priority = false, className }: PictureProps) {
  const loading = priority ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const };
  const common = { width: picture.width, height: picture.height, decoding: 'async' as const, className, ...loading };
  if (process.env.NODE_ENV === 'development' || picture.asIs) {
    // eslint-disable-next-line @next/next/no-img-element -- the preview shows the photo itself; the build makes the copies
    return <img src={picture.src} alt={alt} {...common} />;
  }
  const variants = pictureVariants(picture);
  const fallback = variants.filter((variant) => variant.format === 'jpeg');
  const middle = fallback.find((variant) => variant.width >= 800) ?? fallback.at(-1)!;
  return (
    <picture>
      <source type="image/avif" srcSet={srcset(variants, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcset(variants, 'webp')} sizes={sizes} />
      <img src={middle.url} srcSet={srcset(variants, 'jpeg')} sizes={sizes} alt={alt} {...common} />
    </picture>
  );
}
