import { getArticles, getContent, getJobs } from '@/lib/content';
import { analysisOf } from '@/lib/content/load';
import { DATA_FILES } from '@/lib/content/collections';
import { publicFiles } from '@/lib/content/public-files';
import { readYamlFile } from '@/lib/content/validate';
import type { PreviewData } from '@/lib/preview-data';
import { getSite } from '@/lib/site';
import { tradeWordsSchema } from '@/schemas/trade-words';

/**
 * The content the editor's preview renders the site's components with (lib/preview-data.ts): the
 * business facts as the build's own settings give them (getSite), the grant, the reviews, and every
 * published page with its reading of its text, for the related pages, recent jobs and photos a
 * preview shows. Every photo of the pages is listed measured, so a preview shows the site's own copies.
 * For the editor's content check, the anchors of every page's headings, the files of public/ and the
 * trade's words.
 */
export function previewData(root = process.cwd()): PreviewData {
  const content = getContent();
  const pages = [...content.articles, ...content.services, ...content.legal, ...content.jobs];
  return {
    site: getSite(),
    grantScheme: content.grantScheme,
    testimonials: content.testimonials,
    articles: [...getArticles()],
    services: content.services,
    legal: content.legal,
    jobs: [...getJobs()],
    pictures: content.pictures,
    check: {
      headingIds: Object.fromEntries(pages.map((page) => [page.file, analysisOf(page).headingIds])),
      files: [...publicFiles(root)].sort(),
      tradeWords: readYamlFile(root, DATA_FILES.tradeWords, tradeWordsSchema, [])?.words ?? [],
    },
  };
}
