/**
 * Interaction to next paint, as the browser itself reports it: its Event Timing entries (every
 * event of 16 ms or more, `durationThreshold: 16`, and the first input whatever its length), grouped
 * by `interactionId` (a tap's pointerdown, pointerup and click; a key's keydown, keypress, input and
 * keyup), each interaction as long as its longest event, from the input to the next paint after
 * its handlers.
 */

/** One Event Timing entry, as the page records it. */
export interface EventEntry {
  interactionId: number;
  name: string;
  startTime: number;
  duration: number;
  processingStart: number;
  processingEnd: number;
}

/** One interaction: its longest event, split as the browser times it. */
export interface Interaction {
  /** From the input to the next paint, ms (the browser rounds it to 8 ms). */
  duration: number;
  /** The event that lasted longest. */
  event: string;
  startTime: number;
  /** Waiting for the main thread before the handlers ran. */
  inputDelay: number;
  /** The handlers. */
  processing: number;
  /** From the handlers' end to the paint: rendering, and what ran before it. */
  presentation: number;
}

/** What the page's recorder keeps. */
export type Recorded = Window & { __eventTiming?: EventEntry[] };

// Text rather than a function: tsx (this script's runner) would wrap named functions in a helper the page lacks.
export const RECORD_EVENT_TIMING = `(() => {
  const seen = [];
  window.__eventTiming = seen;
  const keep = (list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        seen.push({
          interactionId: entry.interactionId,
          name: entry.name,
          startTime: entry.startTime,
          duration: entry.duration,
          processingStart: entry.processingStart,
          processingEnd: entry.processingEnd,
        });
  };
  new PerformanceObserver(keep).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(keep).observe({ type: 'first-input', buffered: true });
})();`;

/** The interactions whose input came between `from` and `to` (ms of the page's clock), in order. */
export function interactionsBetween(entries: readonly EventEntry[], from: number, to: number): Interaction[] {
  const longest = new Map<number, EventEntry>();
  for (const entry of entries) {
    if (entry.startTime < from || entry.startTime > to) continue;
    const known = longest.get(entry.interactionId);
    if (!known || entry.duration > known.duration) longest.set(entry.interactionId, entry);
  }
  return [...longest.values()]
    .sort((a, b) => a.startTime - b.startTime)
    .map((entry) => ({
      duration: entry.duration,
      event: entry.name,
      startTime: entry.startTime,
      inputDelay: Math.round(entry.processingStart - entry.startTime),
      processing: Math.round(entry.processingEnd - entry.processingStart),
      presentation: Math.round(entry.startTime + entry.duration - entry.processingEnd),
    }));
}
