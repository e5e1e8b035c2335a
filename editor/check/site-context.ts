import { collections, type CollectionName } from '@/lib/content/collections';
import type { Fault } from '@/lib/content/faults';
import { emptyAnalysis } from '@/lib/content/mdx-analysis';
import type { RawEntry } from '@/lib/content/read-entry';
import { siteFaults } from '@/lib/content/site-rules';
import type { PreviewData } from '@/lib/preview-data';

/** The order the content check reads the pages in: by collection, then by file name. */
const ORDER = Object.keys(collections) as CollectionName[];
const inCheckOrder = (a: RawEntry, b: RawEntry) =>
  ORDER.indexOf(a.collection) - ORDER.indexOf(b.collection) || (a.file < b.file ? -1 : a.file > b.file ? 1 : 0);

/**
 * The published pages as the rules between pages read them, from what the build wrote for the editor:
 * everything but their text, which only their own faults (not wanted here) are placed by. Made once
 * for the data the worker read, not on every check.
 */
const read = new WeakMap<PreviewData, RawEntry[]>();

function sitePages(data: PreviewData): RawEntry[] {
  let pages = read.get(data);
  if (!pages) read.set(data, (pages = pagesOf(data)));
  return pages;
}

function pagesOf(data: PreviewData): RawEntry[] {
  return [...data.articles, ...data.services, ...data.legal, ...data.jobs].map((entry) => {
    const frontmatter = entry.frontmatter;
    const related = 'related' in frontmatter && Array.isArray(frontmatter.related) ? frontmatter.related : [];
    const category = 'category' in frontmatter ? frontmatter.category : undefined;
    return {
      collection: entry.collection,
      slug: entry.slug,
      file: entry.file,
      source: '',
      frontmatter,
      settings: { category, draft: false, related },
      body: { ...emptyAnalysis(), headingIds: data.check.headingIds[entry.file] ?? [] },
      bodyRead: true,
    };
  });
}

/**
 * The faults the rules between pages find in one page (its links and anchors, related pages, pictures,
 * title, stated figures, town), judged as CI judges it: against the rest of the site as the build
 * wrote it (preview-data.json) and the files uploaded to the page, read in the check's order. A photo's
 * size is left to CI, which can measure the file; so are links to drafts, which the editor's data leaves out.
 */
export function siteFindings(page: RawEntry, data: PreviewData, uploaded: readonly string[] = []): Fault[] {
  const pages = [page, ...sitePages(data).filter((other) => other.file !== page.file)].sort(inCheckOrder);
  const faults: Fault[] = [];
  const files = new Set([...data.check.files, ...uploaded]);
  siteFaults(pages, { files, site: data.site, grant: data.grantScheme.grant }, faults);
  return faults.filter((fault) => fault.file === page.file);
}
