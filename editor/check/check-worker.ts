/**
 * The page's check off the main thread (bundled beside the editor by build/editor/bundle.ts): typing
 * never waits for it. Only the newest page matters, so a request that a newer one overtook while the
 * check ran is not checked at all.
 */
import { pageFindings, type PageFindings, type PageInput } from './page-findings';

export interface CheckRequest {
  id: number;
  page: Omit<PageInput, 'today'>;
}

export interface CheckAnswer {
  id: number;
  findings: PageFindings;
}

interface WorkerScope {
  onmessage: ((event: MessageEvent<CheckRequest>) => void) | null;
  postMessage(answer: CheckAnswer): void;
}

const scope = self as unknown as WorkerScope;
let newest: CheckRequest | undefined;

scope.onmessage = (event) => {
  const waiting = newest !== undefined;
  newest = event.data;
  if (waiting) return;
  // After the messages already queued: the last of them is the one checked.
  setTimeout(() => {
    const request = newest!;
    newest = undefined;
    scope.postMessage({ id: request.id, findings: pageFindings({ ...request.page, today: new Date() }) });
  });
};
