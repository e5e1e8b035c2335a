import type { CheckAnswer, CheckRequest } from './check-worker';
import { pageFindings, type PageFindings, type PageInput } from './page-findings';

/**
 * The page's findings for the whole editor: the Text box asks for them as staff type, the fields
 * beside the settings and the preview's banner hear each answer, and Save takes the answer for
 * exactly what it saves. The check runs in a worker (./check-worker.ts); where none can start, here.
 */

export type PageRequest = Omit<PageInput, 'today'>;

/** Keys closer together than this are one change: the Text box's lint waits as long. */
export const SETTLE_MS = 200;

/** The name of each check's timing, from the page sent to its answer (performance.getEntriesByName). */
export const CHECK_MEASURE = 'editor-check';

export interface Checked {
  page: PageRequest;
  findings: PageFindings;
}

// Read as the script runs: the worker is a file beside it, named by build/editor/bundle.ts.
const script = typeof document === 'undefined' ? null : (document.currentScript as HTMLScriptElement | null);
const workerFile = process.env.EDITOR_CHECK_WORKER;

let worker: Worker | undefined;
let started = false;
let lastId = 0;
const waiting = new Map<
  number,
  { page: PageRequest; opened: number; sent: number; resolve(findings: PageFindings): void }
>();
/** How many pages were closed: an answer about one closed since is not heard. */
let opened = 0;
const NONE: PageFindings = { body: [], settings: [] };
let latest: (Checked & { key: string }) | undefined;
const listeners = new Set<(checked: Checked) => void>();

const keyOf = ({ collection, slug, data, body }: PageRequest) => JSON.stringify([collection, slug, data, body]);

function answered(page: PageRequest, findings: PageFindings) {
  latest = { page, findings, key: keyOf(page) };
  for (const listener of listeners) listener(latest);
}

/** The check on the main thread: Save's, and all of them where no worker runs. */
function checkHere(page: PageRequest): PageFindings {
  const findings = pageFindings({ ...page, today: new Date() });
  answered(page, findings);
  return findings;
}

function startWorker(): Worker | undefined {
  if (started) return worker;
  started = true;
  if (!workerFile || !script?.src || typeof Worker === 'undefined') return undefined;
  try {
    worker = new Worker(new URL(workerFile, script.src));
  } catch {
    return undefined;
  }
  // A worker that cannot run (its file missing, a policy refusing it): the check runs here instead.
  worker.onerror = () => {
    worker?.terminate();
    worker = undefined;
    for (const [id, { page, resolve }] of waiting) {
      waiting.delete(id);
      resolve(checkHere(page));
    }
  };
  worker.onmessage = ({ data: { id, findings } }: MessageEvent<CheckAnswer>) => {
    const asked = waiting.get(id);
    if (asked) performance.measure(CHECK_MEASURE, { start: asked.sent, end: performance.now() });
    if (asked && asked.opened === opened) answered(asked.page, findings);
    // The worker checks only the newest page: those it skipped get the newer answer.
    for (const [waitingId, { resolve }] of waiting) {
      if (waitingId > id) continue;
      waiting.delete(waitingId);
      resolve(findings);
    }
  };
  return worker;
}

/** The page's findings, from the worker. */
export function checkPage(page: PageRequest): Promise<PageFindings> {
  const running = startWorker();
  if (!running) return Promise.resolve(checkHere(page));
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, { page, opened, sent: performance.now(), resolve });
    running.postMessage({ id, page } satisfies CheckRequest);
  });
}

/** The findings of exactly this page, now: the worker's last answer if it was about it, else checked here. */
export function findingsNow(page: PageRequest): PageFindings {
  return latest?.key === keyOf(page) ? latest.findings : checkHere(page);
}

/** The page was closed: its findings go from beside its fields, and a newer page's answer is not mixed with them. */
export function forgetFindings(): void {
  latest = undefined;
  opened += 1;
  const none: Checked = { page: { collection: 'articles', slug: '', data: {}, body: '', order: [] }, findings: NONE };
  for (const listener of listeners) listener(none);
}

/** Hears every answer; returns the function that stops hearing. */
export function onFindings(listener: (checked: Checked) => void): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => listeners.delete(listener);
}

const rechecks = new Set<() => void>();

/** A setting changed: the page is checked again once typing in it pauses (the Text box's lint waits SETTLE_MS). */
export function settingsChanged(): void {
  for (const recheck of rechecks) recheck();
}

/** How the open page is checked again when a setting changes (the Text box's lint); returns its removal. */
export function onSettingsChange(recheck: () => void): () => void {
  rechecks.add(recheck);
  return () => rechecks.delete(recheck);
}
