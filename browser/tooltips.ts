import { TooltipTiming, type Clock } from './tooltip-timing';

/**
 * Tooltips of icon-only controls (components/ui/tooltip.tsx renders each as a hidden bubble beside
 * its control). One set of listeners on the document serves every tooltip, including those an
 * island renders later.
 */

const ANCHOR = '[data-tooltip-anchor]';
const BUBBLE = '[data-tooltip]';

const anchorOf = (node: EventTarget | null): HTMLElement | null =>
  node instanceof Element ? node.closest<HTMLElement>(ANCHOR) : null;

/** The pointer or focus crossed into or out of the anchor (not between two of its own children). */
const crossed = (anchor: HTMLElement, other: EventTarget | null) => !(other instanceof Node && anchor.contains(other));

const setShown = (shown: boolean) => (anchor: HTMLElement) => {
  const bubble = anchor.querySelector<HTMLElement>(BUBBLE);
  if (bubble) bubble.hidden = !shown;
};

const browserClock: Clock = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

export function startTooltips(doc: Document, clock: Clock = browserClock): TooltipTiming<HTMLElement> {
  const timing = new TooltipTiming<HTMLElement>(clock, setShown(true), setShown(false));

  doc.addEventListener('pointerover', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor && event.pointerType === 'mouse' && crossed(anchor, event.relatedTarget)) timing.hover(anchor);
  });
  doc.addEventListener('pointerout', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor && crossed(anchor, event.relatedTarget)) timing.leave(anchor);
  });
  doc.addEventListener('pointerdown', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor) timing.leave(anchor);
  });
  doc.addEventListener('focusin', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor && event.target instanceof Element && event.target.matches(':focus-visible')) timing.focus(anchor);
  });
  doc.addEventListener('focusout', (event) => {
    const anchor = anchorOf(event.target);
    if (anchor && crossed(anchor, event.relatedTarget)) timing.leave(anchor);
  });
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') timing.dismiss();
  });
  return timing;
}
