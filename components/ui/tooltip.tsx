'use client';

import { useEffect, useId, useRef, useState, type ReactElement, type ReactNode } from 'react';

const OPEN_DELAY_MS = 700;
const SKIP_WINDOW_MS = 300;

// Shared by every tooltip: moving from one control to the next within the skip window opens at once.
let lastClosedAt = 0;

/**
 * A visual label for an icon-only control (which carries its own accessible name): opens after
 * 700 ms of hover, at once on keyboard focus or within 300 ms of another tooltip closing, and closes
 * on leave, blur or Escape.
 */
export function Tooltip({
  label,
  children,
  side = 'bottom',
}: {
  label: string;
  children: ReactElement;
  side?: 'bottom' | 'left';
}) {
  const [open, setOpen] = useState(false);
  // Read by the handlers at once, where the state may not have been rendered yet.
  const isOpen = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const id = useId();

  const setShown = (shown: boolean) => {
    isOpen.current = shown;
    setOpen(shown);
  };
  const show = (delay: number) => {
    clearTimeout(timer.current);
    const skip = Date.now() - lastClosedAt < SKIP_WINDOW_MS;
    if (delay === 0 || skip) setShown(true);
    else timer.current = setTimeout(() => setShown(true), delay);
  };
  const hide = () => {
    clearTimeout(timer.current);
    if (isOpen.current) lastClosedAt = Date.now();
    setShown(false);
  };

  useEffect(() => () => clearTimeout(timer.current), []);

  const position =
    side === 'left' ? 'right-full top-1/2 mr-2 -translate-y-1/2' : 'top-full left-1/2 mt-2 -translate-x-1/2';
  return (
    // The wrapper only observes pointer and focus events bubbling from the control inside it.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span
      className="relative inline-flex"
      onPointerEnter={(event) => event.pointerType === 'mouse' && show(OPEN_DELAY_MS)}
      onPointerLeave={hide}
      onFocus={(event) => event.target.matches(':focus-visible') && show(0)}
      onBlur={hide}
      onKeyDown={(event) => event.key === 'Escape' && open && hide()}
    >
      {children}
      {open && (
        <TooltipBubble id={id} className={position}>
          {label}
        </TooltipBubble>
      )}
    </span>
  );
}

function TooltipBubble({ id, className, children }: { id: string; className: string; children: ReactNode }) {
  // The control already has this text as its accessible name, so the bubble is for sighted users only.
  return (
    <span
      id={id}
      data-tooltip=""
      aria-hidden="true"
      className={`pointer-events-none absolute z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow ${className}`}
    >
      {children}
    </span>
  );
}
