import type { Metadata } from 'next';
import type { SiteConfig } from '@/schemas/site';
import { absoluteUrl } from '@/lib/site';

export interface PageMetadataInput {
  title: string;
  description: string;
  /** The page's address, like /knowledge-centre/heat-pump-guide */
  path: string;
  keywords?: readonly string[];
  image?: { src: string; alt: string; width: number; height: number };
  type?: 'website' | 'article';
  /** Articles: publication and modification dates (YYYY-MM-DD). */
  publishedTime?: string;
  modifiedTime?: string;
  /** Pages search engines should not list (the 404 page). */
  noindex?: boolean;
}

/** Dates carry a time zone, as search engines ask: midnight UTC of the given day. */
export const isoDateTime = (date: string) => `${date}T00:00:00+00:00`;

/** Every page's metadata comes from here: title, description, canonical, Open Graph, Twitter card. */
export function createMetadata(site: SiteConfig, input: PageMetadataInput): Metadata {
  const url = absoluteUrl(site, input.path);
  const title = input.path === '/' ? `${site.name} | ${input.title}` : `${input.title} | ${site.name}`;
  const images = input.image
    ? [
        {
          url: absoluteUrl(site, input.image.src),
          alt: input.image.alt,
          width: input.image.width,
          height: input.image.height,
        },
      ]
    : undefined;
  const common = { title, description: input.description, url, siteName: site.name, locale: 'en_GB', images };
  return {
    metadataBase: new URL(site.url),
    title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: input.noindex ? undefined : { canonical: url },
    robots: input.noindex ? { index: false, follow: true } : undefined,
    openGraph:
      input.type === 'article'
        ? {
            ...common,
            type: 'article',
            authors: [site.name],
            publishedTime: input.publishedTime ? isoDateTime(input.publishedTime) : undefined,
            modifiedTime: input.modifiedTime ? isoDateTime(input.modifiedTime) : undefined,
          }
        : { ...common, type: 'website' },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title,
      description: input.description,
      images: images?.map((image) => image.url),
    },
  };
}
