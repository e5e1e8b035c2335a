import type { Content } from '@/lib/content/load';

/**
 * What the web editor's preview knows of the site, written beside it by the build
 * (build/editor/preview-data.ts, out/admin/preview-data.json): the pages' components read these at
 * build time with Node's fs, which the browser has not (editor/preview/site-content.ts serves them).
 */
export type PreviewData = Omit<Content, 'photo'>;

/** Its name in the editor's folder. */
export const PREVIEW_DATA_FILE = 'preview-data.json';
