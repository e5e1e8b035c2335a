/**
 * lib/content/index.ts as the editor's preview has it (build/editor/bundle.ts puts this module in its
 * place): the same functions, over the content the build wrote to out/admin/preview-data.json rather
 * than the files it read with Node's fs. Only published pages are in it, as on the site.
 */
import type * as site from '@/lib/content';
import type { Content } from '@/lib/content/load';
import type { PreviewData } from '@/lib/preview-data';

export type { Article, Entry, Job, LegalPage, ServicePage } from '@/lib/content';

let content: Content | undefined;
let provided: PreviewData | undefined;

/** The build's content for every function below; the preview renders nothing before it is given. */
export function providePreviewData(data: PreviewData): void {
  provided = data;
  content = { ...data, photo: (src) => data.pictures[src] };
}

/** The build's content as it was given, once it has been (the content check's rules between pages read it). */
export const providedPreviewData = (): PreviewData | undefined => provided;

export const showDrafts: typeof site.showDrafts = false;

export const getContent: typeof site.getContent = () => {
  if (!content) throw new Error('The preview asked for the site before out/admin/preview-data.json was read.');
  return content;
};

export const getSiteConfig: typeof site.getSiteConfig = () => getContent().site;

// The build wrote the articles newest first and the jobs latest first, in lib/content/index.ts's order.
export const getArticles: typeof site.getArticles = () => getContent().articles;
export const getJobs: typeof site.getJobs = () => getContent().jobs;
export const getArticle: typeof site.getArticle = (slug) => getContent().articles.find((entry) => entry.slug === slug);
export const getServicePages: typeof site.getServicePages = () => getContent().services;
export const getLegalPages: typeof site.getLegalPages = () => getContent().legal;
export const getPicture: typeof site.getPicture = (src) => getContent().photo(src);

export const findEntry: typeof site.findEntry = (route) => {
  const { articles, services, legal } = getContent();
  return [...articles, ...services, ...legal].find((entry) => entry.route === route);
};
