import type { ReactElement } from 'react';

/**
 * A visual label for an icon-only control, which carries its own accessible name (so nothing is lost
 * where no script runs). The site's enhancement script (browser/tooltips.ts) shows the bubble
 * 700 ms after the mouse enters, at once on keyboard focus or within 300 ms of another tooltip
 * closing, and hides it on leave, blur, a press or Escape.
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
  const position =
    side === 'left' ? 'right-full top-1/2 mr-2 -translate-y-1/2' : 'top-full left-1/2 mt-2 -translate-x-1/2';
  return (
    <span className="relative inline-flex" data-tooltip-anchor="">
      {children}
      {/* The control already has this text as its accessible name, so the bubble is for sighted users only. */}
      <span
        data-tooltip=""
        hidden
        aria-hidden="true"
        className={`pointer-events-none absolute z-50 rounded-md bg-slate-900 px-2.5 py-1.5 text-xs font-medium whitespace-nowrap text-white shadow ${position}`}
      >
        {label}
      </span>
    </span>
  );
}
