import { collections, type CollectionName } from '@/lib/content/collections';
import { PREVIEW_DATA_FILE, type PreviewData } from '@/lib/preview-data';
import type { Decap } from '@/editor/decap';
import { providePreviewData } from './site-content';
import { previewTemplate } from './template';

/** This script's own tag, read as it runs: the page names the site's stylesheets on it (build/editor/page.ts). */
const script = document.currentScript as HTMLScriptElement | null;

async function readPreviewData(address: URL): Promise<void> {
  const response = await fetch(address);
  if (!response.ok) throw new Error(`${address.pathname} answered ${response.status}: build the site again.`);
  providePreviewData((await response.json()) as PreviewData);
}

/**
 * The page as it will look beside the form, for every MDX collection, in the site's own stylesheet;
 * the site's facts it shows are the build's (out/admin/preview-data.json), read once.
 */
export function registerPreviews({ CMS }: Decap): void {
  if (!script) throw new Error('The editor script must be a classic <script src>, run as the page loads.');
  for (const style of script.dataset.previewStyles?.split(' ').filter(Boolean) ?? []) CMS.registerPreviewStyle(style);
  const ready = readPreviewData(new URL(PREVIEW_DATA_FILE, script.src));
  // A failure is said in each preview; unhandled here, it would also be reported as an error of the page.
  ready.catch(() => undefined);
  for (const name of Object.keys(collections) as CollectionName[])
    CMS.registerPreviewTemplate(name, previewTemplate(name, ready));
}
