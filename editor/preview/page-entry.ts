import type { Entry } from '@/lib/content';
import { collections, type CollectionName } from '@/lib/content/collections';
import { fieldName } from '@/lib/content/faults';
import type { BodyAnalysis } from '@/lib/content/mdx-analysis';
import type { PictureInfo } from '@/lib/pictures';
import { getPicture } from '@/lib/content';
import type { DecapMap } from '@/editor/decap';

/** A photo's address as written → one the preview can show (Decap's getAsset). */
export type AssetUrl = (src: string) => string;

/** The entry as staff have it in the form: its settings as Decap holds them, and its text. */
export interface FormEntry {
  collection: CollectionName;
  slug: string;
  settings: Record<string, unknown>;
  body: string;
}

export function formEntry(collection: CollectionName, entry: DecapMap): FormEntry {
  const { body = '', ...settings } = ((entry.get('data') as DecapMap | undefined)?.toJS() ?? {}) as Record<
    string,
    unknown
  >;
  const slug =
    typeof entry.get('slug') === 'string' && entry.get('slug') !== '' ? String(entry.get('slug')) : 'new-page';
  return { collection, slug, settings, body: typeof body === 'string' ? body : '' };
}

/** Decap may hold a date it read from the file as a Date: the schemas take 2025-10-01. */
const asWritten = (value: unknown): unknown =>
  value instanceof Date
    ? value.toISOString().slice(0, 10)
    : Array.isArray(value)
      ? value.map(asWritten)
      : value !== null && typeof value === 'object'
        ? Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asWritten(item)]))
        : value;

/**
 * The settings as the site reads them, through the collection's schema (defaults filled in); or,
 * while some are not valid yet (the form says why, beside each), the names of those fields.
 */
export function pageSettings({ collection, settings }: FormEntry): { settings: object } | { unfinished: string[] } {
  const parsed = collections[collection].schema.safeParse(asWritten(settings));
  if (parsed.success) return { settings: parsed.data };
  return { unfinished: [...new Set(parsed.error.issues.map((issue) => fieldName(issue.path) || 'the settings'))] };
}

/** A photo of the build is shown by its copies, as on the site; a new one as it is, from the editor's media. */
export function previewPicture(src: string, assetUrl: AssetUrl): PictureInfo {
  // The width and height only hold its place until it loads: the site's CSS gives it its own shape then.
  return getPicture(src) ?? { src: assetUrl(src), width: 1600, height: 1000, bytes: 0, hash: '', asIs: true };
}

/** The page as the site's layouts take it (lib/content/load.ts's Entry). */
export function pageEntry(
  form: FormEntry,
  frontmatter: object,
  body: Pick<BodyAnalysis, 'outline' | 'readingMinutes' | 'components'>,
  assetUrl: AssetUrl,
): Entry<object> {
  const { dir, route } = collections[form.collection];
  const { category, image } = frontmatter as { category?: string; image?: { src: string } };
  return {
    collection: form.collection,
    slug: form.slug,
    file: `${dir}/${form.slug}.mdx`,
    route: route(form.slug, category),
    frontmatter,
    body: { outline: body.outline, readingMinutes: body.readingMinutes, components: body.components },
    picture: image?.src ? previewPicture(image.src, assetUrl) : undefined,
  };
}
