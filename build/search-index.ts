import fs from 'node:fs';
import path from 'node:path';
import * as pagefind from 'pagefind';
import { DUPLICATE_NOT_FOUND_ROUTE, htmlFiles, NOT_FOUND_ROUTE, routeOf } from '@/build/export-files';

/** Where the search index is written in the export, and where the browser loads it from. */
export const SEARCH_FOLDER = 'pagefind';

export interface SearchIndexResult {
  /** The pages indexed: those whose HTML marks a body to index (`data-pagefind-body`). */
  pages: string[];
  files: number;
}

/**
 * Indexes the export with Pagefind: only what the pages mark with `data-pagefind-body` (articles,
 * service pages and legal pages: title, description and body), never what they mark
 * `data-pagefind-ignore` (breadcrumbs, contents, buttons, tools, related articles). Each page is
 * given by its clean address, as Cloudflare Pages serves it.
 */
export async function writeSearchIndex(out: string): Promise<SearchIndexResult> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const pages: string[] = [];
  try {
    for (const file of htmlFiles(out)) {
      const route = routeOf(out, file);
      if (route === NOT_FOUND_ROUTE || route === DUPLICATE_NOT_FOUND_ROUTE) continue;
      const content = fs.readFileSync(file, 'utf8');
      if (!content.includes('data-pagefind-body')) continue;
      const added = await index.addHTMLFile({ url: route, content });
      if (added.errors.length > 0) throw new Error(`${route}: ${added.errors.join('; ')}`);
      pages.push(route);
    }
    const outputPath = path.join(out, SEARCH_FOLDER);
    fs.rmSync(outputPath, { recursive: true, force: true });
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length > 0) throw new Error(written.errors.join('; '));
    const files = (fs.readdirSync(outputPath, { recursive: true }) as string[]).filter((name) =>
      fs.statSync(path.join(outputPath, name)).isFile(),
    ).length;
    return { pages, files };
  } finally {
    await pagefind.close();
  }
}
