import type { CheckAnswer, CheckRequest } from './check-worker';
import type { PageFindings, PageInput } from './page-findings';

/**
 * The page's findings for the whole editor: the Text box asks for them as staff type, the fields
 * beside the settings and the preview's banner hear each answer, and Save takes the answer for
 * exactly what it saves. The check runs in a worker (./check-worker.ts); where none can start, here,
 * with the check's code fetched then. This module itself is small: the editor's entry loads it with
 * /admin, for the fields beside the settings.
 */

export type PageRequest = Omit<PageInput, 'today' | 'site' | 'advise'>;

/** Keys closer together than this are one change: the Text box's lint waits as long. */
export const SETTLE_MS = 200;

/** The name of each check's timing, from the page sent to its answer (performance.getEntriesByName). */
export const CHECK_MEASURE = 'editor-check';

export interface Checked {
  page: PageRequest;
  findings: PageFindings;
}

// The worker is a file beside this module, named by build/editor/bundle.ts.
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

/** An answer about a page, for everything that hears them. */
export function answered(page: PageRequest, findings: PageFindings) {
  latest = { page, findings, key: keyOf(page) };
  for (const listener of listeners) listener(latest);
}

function startWorker(): Worker | undefined {
  if (started) return worker;
  started = true;
  if (!workerFile || typeof Worker === 'undefined') return undefined;
  try {
    worker = new Worker(new URL(workerFile, import.meta.url));
  } catch {
    return undefined;
  }
  // A worker that cannot run (its file missing, a policy refusing it): the check runs here instead.
  worker.onerror = () => {
    worker?.terminate();
    worker = undefined;
    for (const [id, { page, resolve }] of waiting) {
      waiting.delete(id);
      void checkHere(page).then(resolve);
    }
  };
  worker.onmessage = ({ data }: MessageEvent<CheckAnswer>) => {
    // The spelling dictionary has arrived: the open page is checked again, with it.
    if (!('id' in data)) return settingsChanged();
    const { id, findings } = data;
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

/** The page's findings, here, where no worker can start (without the rules between pages: they stay CI's). */
async function checkHere(page: PageRequest): Promise<PageFindings> {
  const { findingsHere } = await import('./findings-here');
  return findingsHere(page);
}

/** The page's findings, from the worker. */
export function checkPage(page: PageRequest): Promise<PageFindings> {
  const running = startWorker();
  if (!running) return checkHere(page);
  const id = ++lastId;
  return new Promise((resolve) => {
    waiting.set(id, { page, opened, sent: performance.now(), resolve });
    running.postMessage({ id, page } satisfies CheckRequest);
  });
}

/** The worker's last answer, if it was about exactly this page. */
export const latestFindings = (page: PageRequest): PageFindings | undefined =>
  latest?.key === keyOf(page) ? latest.findings : undefined;

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
