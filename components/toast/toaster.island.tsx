'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type PointerEvent } from 'react';
import { CloseIcon } from '@/components/icons';
import { Tooltip } from '@/components/ui/tooltip';
import { dismissToast, getToasts, subscribe, type ToastItem } from './toast-store';

const SWIPE_THRESHOLD_PX = 50;
const noToasts: ToastItem[] = [];

/** The notification area: always in the page where used, so screen readers announce what appears in it. */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, () => noToasts);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex flex-col items-center gap-2 p-4 md:right-0 md:left-auto md:items-end"
    >
      {/* The live region wraps the list: a role on the <ol> itself would take away its list role. */}
      <div role="status" aria-live="polite" aria-atomic="true" className="w-full md:max-w-[420px]">
        <ol>
          {toasts
            .filter((item) => item.open)
            .map((item) => (
              <ToastCard key={item.id} item={item} />
            ))}
        </ol>
      </div>
    </section>
  );
}

function ToastCard({ item }: { item: ToastItem }) {
  const start = useRef<number | null>(null);
  const remaining = useRef(item.duration);
  // The countdown waits while the pointer is over the toast or focus is in it, as a visitor reads it
  // or moves to its button (WCAG 2.2.1): it goes on from where it stopped.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const card = useRef<HTMLLIElement>(null);
  useEffect(() => {
    const element = card.current;
    if (!element) return;
    const focusIn = () => setFocused(true);
    const focusOut = (event: FocusEvent) => setFocused(element.contains(event.relatedTarget as Node | null));
    element.addEventListener('focusin', focusIn);
    element.addEventListener('focusout', focusOut);
    return () => {
      element.removeEventListener('focusin', focusIn);
      element.removeEventListener('focusout', focusOut);
    };
  }, []);

  useEffect(() => {
    if (hovered || focused) return;
    const began = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - began;
    };
  }, [item.id, hovered, focused]);

  const onPointerMove = (event: PointerEvent<HTMLLIElement>) => {
    if (start.current !== null && Math.abs(event.clientX - start.current) > SWIPE_THRESHOLD_PX) {
      start.current = null;
      dismissToast(item.id);
    }
  };

  const tone =
    item.variant === 'destructive'
      ? 'border-red-700 bg-red-700 text-white'
      : 'border-slate-200 bg-white text-slate-900';
  return (
    <li
      ref={card}
      className={`pointer-events-auto flex w-full items-start gap-3 rounded-lg border p-4 shadow-lg ${tone}`}
      onPointerDown={(event) => (start.current = event.clientX)}
      onPointerMove={onPointerMove}
      onPointerUp={() => (start.current = null)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
    >
      <div className="flex-1">
        <p className="font-semibold">{item.title}</p>
        {item.description && <p className="mt-1 text-sm opacity-90">{item.description}</p>}
        {item.action && (
          <a
            href={item.action.href}
            className="mt-3 inline-flex min-h-11 items-center rounded-md bg-flame-600 px-4 text-sm font-semibold text-white hover:bg-flame-700"
          >
            {item.action.label}
          </a>
        )}
      </div>
      <Tooltip label="Dismiss" side="left">
        <button
          type="button"
          onClick={() => dismissToast(item.id)}
          className="inline-flex size-11 items-center justify-center rounded-md hover:bg-black/5"
        >
          <CloseIcon className="size-5" />
          <span className="sr-only">Dismiss notification</span>
        </button>
      </Tooltip>
    </li>
  );
}
