import { getArticles, getContent, getJobs } from '@/lib/content';
import type { PreviewData } from '@/lib/preview-data';
import { getSite } from '@/lib/site';

/**
 * The content the editor's preview renders the site's components with (lib/preview-data.ts): the
 * business facts as the build's own settings give them (getSite), the grant, the reviews, and every
 * published page with its reading of its text, for the related pages, recent jobs and photos a
 * preview shows. Every photo of the pages is listed measured, so a preview shows the site's own copies.
 */
export function previewData(): PreviewData {
  const content = getContent();
  return {
    site: getSite(),
    grantScheme: content.grantScheme,
    testimonials: content.testimonials,
    articles: [...getArticles()],
    services: content.services,
    legal: content.legal,
    jobs: [...getJobs()],
    pictures: content.pictures,
  };
}
