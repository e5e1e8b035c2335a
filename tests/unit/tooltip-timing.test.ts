import { describe, expect, it } from 'vitest';
import { OPEN_DELAY_MS, SKIP_WINDOW_MS, TooltipTiming, type Clock } from '@/browser/tooltip-timing';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let timers: { at: number; callback: () => void; id: number }[] = [];
  let nextId = 1;
  const clock: Clock = {
    now: () => now,
    setTimeout: (callback, ms) => {
      const id = nextId++;
      timers.push({ at: now + ms, callback, id });
      return id;
    },
    clearTimeout: (handle) => (timers = timers.filter((timer) => timer.id !== handle)),
  };
  const advance = (ms: number) => {
    now += ms;
    const due = timers.filter((timer) => timer.at <= now);
    timers = timers.filter((timer) => timer.at > now);
    for (const timer of due) timer.callback();
  };
  return { clock, advance };
}

function setUp() {
  const { clock, advance } = manualClock();
  const events: string[] = [];
  const timing = new TooltipTiming<string>(
    clock,
    (tip) => events.push(`show ${tip}`),
    (tip) => events.push(`hide ${tip}`),
  );
  return { timing, advance, events };
}

describe('tooltip timing', () => {
  it('opens 700 ms after the pointer rests on a control, not before', () => {
    const { timing, advance, events } = setUp();
    timing.hover('menu');
    advance(OPEN_DELAY_MS - 1);
    expect(events).toEqual([]);
    advance(1);
    expect(events).toEqual(['show menu']);
    expect(timing.current).toBe('menu');
  });

  it('never opens if the pointer leaves first', () => {
    const { timing, advance, events } = setUp();
    timing.hover('menu');
    advance(500);
    timing.leave('menu');
    advance(1000);
    expect(events).toEqual([]);
  });

  it('opens at once on keyboard focus, and closes on leave or Escape', () => {
    const { timing, events } = setUp();
    timing.focus('menu');
    expect(events).toEqual(['show menu']);
    timing.dismiss();
    expect(events).toEqual(['show menu', 'hide menu']);
    timing.focus('close');
    timing.leave('close');
    expect(events.slice(2)).toEqual(['show close', 'hide close']);
  });

  it('within 300 ms of one closing, the next opens at once; after that, the full delay again', () => {
    const { timing, advance, events } = setUp();
    timing.focus('menu');
    timing.leave('menu');
    advance(SKIP_WINDOW_MS - 1);
    timing.hover('close');
    expect(events.at(-1)).toBe('show close');
    timing.leave('close');
    advance(SKIP_WINDOW_MS);
    timing.hover('menu');
    expect(events.at(-1)).toBe('hide close');
    advance(OPEN_DELAY_MS);
    expect(events.at(-1)).toBe('show menu');
  });

  it('shows one tooltip at a time', () => {
    const { timing, events } = setUp();
    timing.focus('menu');
    timing.focus('close');
    expect(events).toEqual(['show menu', 'hide menu', 'show close']);
    // Leaving a control whose tooltip is not the open one changes nothing.
    timing.leave('menu');
    expect(timing.current).toBe('close');
  });
});
