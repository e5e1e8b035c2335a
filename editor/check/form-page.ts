import { sanitizeSlug } from 'decap-cms-core/dist/esm/lib/urlHelper.js';
import type { DecapMap } from '@/editor/decap';
import { isCollection } from './page-findings';
import type { PageRequest } from './page-check';

/**
 * The page being edited as the check takes it, from Decap's draft entry and its collection: its
 * settings, the text the Text box holds, and its fields' order (which Decap writes them in). None for
 * the data files, which are not pages.
 */
export function formPage(entry: DecapMap, collection: DecapMap, body: string): PageRequest | undefined {
  const name = collection.get('name');
  if (!isCollection(name)) return undefined;
  const data = { ...((entry.get('data') as DecapMap | undefined)?.toJS() as Record<string, unknown> | undefined) };
  // The text is the Text box's, newer than the entry's.
  delete data.body;
  const slug = entry.get('slug') || newSlug(data.title);
  const fields = (collection.get('fields') as DecapMap | undefined)?.toJS() as { name: string }[] | undefined;
  // Photos uploaded to this entry and not saved yet (public/images/x.jpg): in public/ once it is.
  const media = (entry.get('mediaFiles') as DecapMap | undefined)?.toJS() as { path?: string }[] | undefined;
  return {
    collection: name,
    slug: typeof slug === 'string' && slug !== '' ? slug : 'new-page',
    data,
    body,
    order: (fields ?? []).map((field) => field.name),
    media: (media ?? []).flatMap(({ path }) => (path?.startsWith('public/') ? [path.slice('public'.length)] : [])),
  };
}

/**
 * A new page has no file name until it is saved: Decap makes one from its title (its formatters'
 * prepareSlug, then sanitizeSlug with config.yml's defaults), which is its address. Until it has a title, "new-page".
 */
function newSlug(title: unknown): string | undefined {
  if (typeof title !== 'string') return undefined;
  const prepared = title.trim().toLocaleLowerCase().replace(/[']/g, '').replace(/[.]/g, '-');
  const slug = sanitizeSlug(prepared, { encoding: 'unicode', clean_accents: false, sanitize_replacement: '-' });
  // One the site would refuse (a £ or an accent kept) is CI's to name: staff cannot rename the file here.
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) ? slug : undefined;
}
