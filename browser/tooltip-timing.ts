/**
 * When tooltips open and close, as the specification times them: 700 ms after the pointer rests on
 * a control, at once on keyboard focus, and at once if another tooltip closed less than 300 ms ago
 * (moving along a row of icon buttons). Plain logic over a clock, so it is tested without a browser.
 */

export const OPEN_DELAY_MS = 700;
export const SKIP_WINDOW_MS = 300;

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export class TooltipTiming<Tip> {
  private shown: Tip | null = null;
  private pending: { tip: Tip; handle: unknown } | null = null;
  private lastClosedAt = -Infinity;

  constructor(
    private readonly clock: Clock,
    private readonly show: (tip: Tip) => void,
    private readonly hide: (tip: Tip) => void,
  ) {}

  /** The pointer came to rest on the control. */
  hover(tip: Tip): void {
    if (this.clock.now() - this.lastClosedAt < SKIP_WINDOW_MS) this.open(tip);
    else this.schedule(tip);
  }

  /** The control got keyboard focus. */
  focus(tip: Tip): void {
    this.open(tip);
  }

  /** The pointer or focus left the control, or it was pressed. */
  leave(tip: Tip): void {
    if (this.pending?.tip === tip) this.cancel();
    if (this.shown === tip) this.close();
  }

  /** Escape: whichever tooltip is open closes. */
  dismiss(): void {
    this.cancel();
    if (this.shown !== null) this.close();
  }

  /** The tooltip open now, if any. */
  get current(): Tip | null {
    return this.shown;
  }

  private schedule(tip: Tip) {
    this.cancel();
    const handle = this.clock.setTimeout(() => {
      this.pending = null;
      this.open(tip);
    }, OPEN_DELAY_MS);
    this.pending = { tip, handle };
  }

  private cancel() {
    if (this.pending) this.clock.clearTimeout(this.pending.handle);
    this.pending = null;
  }

  private open(tip: Tip) {
    this.cancel();
    if (this.shown === tip) return;
    if (this.shown !== null) this.close();
    this.shown = tip;
    this.show(tip);
  }

  private close() {
    const tip = this.shown!;
    this.shown = null;
    this.lastClosedAt = this.clock.now();
    this.hide(tip);
  }
}
