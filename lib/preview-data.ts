import type { Content } from '@/lib/content/load';

/**
 * What the web editor's preview knows of the site, written beside it by the build
 * (build/editor/preview-data.ts, out/admin/preview-data.json): the pages' components read these at
 * build time with Node's fs, which the browser has not (editor/preview/site-content.ts serves them).
 */
export type PreviewData = Omit<Content, 'photo'> & {
  /**
   * What the editor's content check needs of the rest of the site to judge a page as CI does (its
   * links and their anchors, its pictures): each published page's heading anchors, by its file, and
   * the files of public/ by their address; and for its writing advice, the trade's words
   * (content/trade-words.yaml), which the spelling advice accepts.
   */
  check: { headingIds: Record<string, string[]>; files: string[]; tradeWords: string[] };
};

/** Its name in the editor's folder. */
export const PREVIEW_DATA_FILE = 'preview-data.json';
