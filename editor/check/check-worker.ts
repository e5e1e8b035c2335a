/**
 * The page's check off the main thread (bundled beside the editor by build/editor/bundle.ts): typing
 * never waits for it. Only the newest page matters, so a request that a newer one overtook while the
 * check ran is not checked at all.
 */
import { writingCheck, type WritingContext, type WritingInput } from '@/lib/content/writing';
import { PREVIEW_DATA_FILE, type PreviewData } from '@/lib/preview-data';
import { EDITOR_ASSETS } from '@/lib/editor-assets';
import { pageFindings, type PageFindings, type PageInput } from './page-findings';

export interface CheckRequest {
  id: number;
  page: Omit<PageInput, 'today' | 'site' | 'advise'>;
}

/** The findings of a page asked for; or word that the spelling dictionary has arrived, for the page to be asked for again. */
export type CheckAnswer = { id: number; findings: PageFindings } | { dictionary: true };

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(answer: CheckAnswer): void;
  location: { href: string };
}

const scope = self as unknown as WorkerScope;
let newest: CheckRequest | undefined;

const beside = (file: string) => new URL(file, scope.location.href);

// The rest of the site, for the rules between pages: beside this script, written by the build. Where it
// cannot be read, a page is checked without them (they stay CI's).
const site: Promise<PreviewData | undefined> = fetch(beside(PREVIEW_DATA_FILE))
  .then((response) => (response.ok ? (response.json() as Promise<PreviewData>) : undefined))
  .catch(() => undefined);

// The dictionary (about 550 KB) is fetched on the first check, and pages are checked without spelling
// until it has arrived. One object for every check, so the spelling checker can be made once for it.
let spelling: WritingContext['spelling'];
let dictionary: Promise<void> | undefined;

const text = (file: string) =>
  fetch(beside(file))
    .then((response) => (response.ok ? response.text() : undefined))
    .catch(() => undefined);

function loadDictionary(): void {
  dictionary ??= Promise.all([text(EDITOR_ASSETS.aff), text(EDITOR_ASSETS.dic), site]).then(([aff, dic, data]) => {
    if (aff === undefined || dic === undefined) return;
    // The trade's words (content/trade-words.yaml), which the dictionary lacks.
    spelling = { aff, dic, words: data?.check.tradeWords ?? [] };
    if (!newest) scope.postMessage({ dictionary: true });
  });
}

function answer(request: CheckRequest, data: PreviewData | undefined): void {
  // The writing advice needs the site's name and address: without the site's data, none is given.
  const context: WritingContext | undefined = data && { site: { name: data.site.name, url: data.site.url }, spelling };
  const advise = context && ((page: WritingInput) => writingCheck(page, context));
  const findings = pageFindings({ ...request.page, today: new Date(), site: data, advise });
  scope.postMessage({ id: request.id, findings });
}

scope.onmessage = (event) => {
  loadDictionary();
  const waiting = newest !== undefined;
  newest = event.data;
  if (waiting) return;
  // After the messages already queued: the last of them is the one checked.
  setTimeout(async () => {
    const data = await site;
    const request = newest!;
    newest = undefined;
    answer(request, data);
  });
};
