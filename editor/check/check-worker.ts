/**
 * The page's check off the main thread (bundled beside the editor by build/editor/bundle.ts): typing
 * never waits for it. Only the newest page matters, so a request that a newer one overtook while the
 * check ran is not checked at all.
 */
import { PREVIEW_DATA_FILE, type PreviewData } from '@/lib/preview-data';
import { pageFindings, type PageFindings, type PageInput } from './page-findings';

export interface CheckRequest {
  id: number;
  page: Omit<PageInput, 'today' | 'site'>;
}

export interface CheckAnswer {
  id: number;
  findings: PageFindings;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(answer: CheckAnswer): void;
  location: { href: string };
}

const scope = self as unknown as WorkerScope;
let newest: CheckRequest | undefined;

// The rest of the site, for the rules between pages: beside this script, written by the build. Where it
// cannot be read, a page is checked without them (they stay CI's).
const site: Promise<PreviewData | undefined> = fetch(new URL(PREVIEW_DATA_FILE, scope.location.href))
  .then((response) => (response.ok ? (response.json() as Promise<PreviewData>) : undefined))
  .catch(() => undefined);

scope.onmessage = (event) => {
  const waiting = newest !== undefined;
  newest = event.data;
  if (waiting) return;
  // After the messages already queued: the last of them is the one checked.
  setTimeout(async () => {
    const data = await site;
    const request = newest!;
    newest = undefined;
    scope.postMessage({ id: request.id, findings: pageFindings({ ...request.page, today: new Date(), site: data }) });
  });
};
