import type { Metadata } from 'next';
import type { SiteConfig } from '@/schemas/site';
import { FEEDS, feedTitle } from '@/lib/feeds';
import { OG_SIZE, ogImagePath, shareCardAlt } from '@/lib/og';
import { searchTitle } from '@/lib/search-title';
import { absoluteUrl, isPreviewBuild } from '@/lib/site';

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

/** Pages not to list: the 404 page, and every page of a preview build (followed by neither). */
export function robots(noindex: boolean): Metadata['robots'] {
  if (isPreviewBuild()) return { index: false, follow: false };
  return noindex ? { index: false, follow: true } : undefined;
}

/** Every page's metadata comes from here: title, description, canonical, Open Graph, Twitter card. */
export function createMetadata(site: SiteConfig, input: PageMetadataInput): Metadata {
  const url = absoluteUrl(site, input.path);
  const title = searchTitle(site, input.path, input.title);
  // An article's own picture wins; every other page has its share card, drawn at build time
  // (app/og/[...path]/route.tsx); the 404 page shows the home page's.
  const cardRoute = input.noindex ? '/' : input.path;
  const image = input.image ?? {
    src: ogImagePath(cardRoute),
    alt: shareCardAlt(site, cardRoute, input.title),
    ...OG_SIZE,
  };
  const images = [{ url: absoluteUrl(site, image.src), alt: image.alt, width: image.width, height: image.height }];
  // A page not to list has no address of its own to give (the 404 page answers every unknown one).
  const common = {
    title,
    description: input.description,
    url: input.noindex ? undefined : url,
    siteName: site.name,
    locale: 'en_GB',
    images,
  };
  return {
    metadataBase: new URL(site.url),
    title,
    description: input.description,
    keywords: input.keywords ? [...input.keywords] : undefined,
    alternates: {
      canonical: input.noindex ? undefined : url,
      // Every page links the knowledge centre's feeds, so a feed reader finds them from any page.
      types: Object.fromEntries(
        FEEDS.map((feed) => [feed.type, [{ url: feed.path, title: `${feedTitle(site)} (${feed.name})` }]]),
      ),
    },
    robots: robots(input.noindex ?? false),
    openGraph:
      input.type === 'article'
        ? {
            ...common,
            type: 'article',
            // Open Graph's article:author is a profile's address: the company's About page.
            authors: [absoluteUrl(site, '/about')],
            publishedTime: input.publishedTime ? isoDateTime(input.publishedTime) : undefined,
            modifiedTime: input.modifiedTime ? isoDateTime(input.modifiedTime) : undefined,
          }
        : { ...common, type: 'website' },
    twitter: {
      card: 'summary_large_image',
      title,
      description: input.description,
      images: images.map(({ url, alt, width, height }) => ({ url, alt, width, height })),
    },
  };
}
