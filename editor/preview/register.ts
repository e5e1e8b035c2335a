import type { CollectionName } from '@/lib/content/collections';
import { PREVIEW_DATA_FILE, type PreviewData } from '@/lib/preview-data';
import type { Decap } from '@/editor/decap';
import { loadEntryParts } from '@/editor/load-entry-parts';
import { previewTemplate } from './template';

/**
 * This script's own tag (a module, so not document.currentScript): the page names on it the site's
 * stylesheets and the collections with a preview (build/editor/page.ts), so that the schemas stay out of it.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-preview-styles]');

async function readPreviewData(address: URL): Promise<void> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address.pathname} answered ${response.status}: build the site again.`);
  const data = (await response.json()) as PreviewData;
  (await loadEntryParts()).providePreviewData(data);
}

/**
 * The page as it will look beside the form, for every MDX collection, in the site's own stylesheet;
 * the site's facts it shows are the build's (out/admin/preview-data.json), read once, as the first
 * preview opens: the login and the collection list need none of it.
 */
export function registerPreviews({ CMS }: Decap): void {
  if (!script)
    throw new Error('The editor script must be a <script src> with data-preview-styles (build/editor/page.ts).');
  for (const style of script.dataset.previewStyles?.split(' ').filter(Boolean) ?? []) CMS.registerPreviewStyle(style);
  let ready: Promise<void> | undefined;
  const whenReady = () => {
    ready ??= readPreviewData(new URL(PREVIEW_DATA_FILE, script.src));
    // A failure is said in each preview; unhandled here, it would also be reported as an error of the page.
    ready.catch(() => undefined);
    return ready;
  };
  for (const name of script.dataset.collections?.split(' ').filter(Boolean) ?? [])
    CMS.registerPreviewTemplate(name, previewTemplate(name as CollectionName, whenReady));
}
