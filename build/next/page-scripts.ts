import { isFlightScript } from './flight';

/**
 * What Next and React write into a page's HTML to start it in the browser: Next's files, all served
 * from `/_next/` (scripts, their preloads, the stylesheet), its inline scripts (the flight payload,
 * Turbopack's start-up call), and React's instructions that move content it streamed late into place.
 */

/** Whether an address is one of Next's files (scripts and their preloads among them). */
export function isNextAsset(address: string): boolean {
  return address.startsWith('/_next/');
}

/** Next's inline scripts: the page's flight payload and Turbopack's start-up call. */
export function isNextInlineScript(text: string): boolean {
  return isFlightScript(text) || text.startsWith('(globalThis["TURBOPACK"]');
}

/**
 * React's streaming runtime (`$RC`, completing a boundary; `$RB`, `$RV` and `$RT`, which batch the
 * reveals): a page has it when part of it was streamed in late, and that part stays hidden without it.
 */
export function isStreamingInstruction(text: string): boolean {
  return /\$R[A-Z]\b/.test(text);
}
