/** After the pages are finished: writes the site search's index to out/pagefind/ (build/search-index.ts). */
import path from 'node:path';
import { SEARCH_FOLDER, writeSearchIndex } from '@/build/search-index';

const out = path.resolve(process.argv[2] ?? 'out');
try {
  const { pages, files } = await writeSearchIndex(out);
  if (pages.length === 0) throw new Error('no page marks a body to index (data-pagefind-body)');
  console.log(
    `✔ Indexed ${pages.length} pages for search: ${path.relative(process.cwd(), out)}/${SEARCH_FOLDER}/, ${files} files.`,
  );
} catch (error) {
  console.error(`✖ Search index: ${(error as Error).message}`);
  process.exit(1);
}
