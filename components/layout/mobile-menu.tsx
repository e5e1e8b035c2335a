'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import type { SiteConfig } from '@/schemas/site';
import { Tooltip } from '@/components/ui/tooltip';
import { isActive } from './is-active';

type Navigation = SiteConfig['navigation'];

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The small-screen menu: a button opening a modal drawer from the right (320 px). The native
 * dialog makes the page behind it inert and closes on Escape; this adds the focus loop, closing on
 * a click outside or on a link, and focus back on the button.
 */
export function MobileMenu({ navigation, logo }: { navigation: Navigation; logo: ReactNode }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const pathname = usePathname();

  const close = () => dialogRef.current?.close();

  const trapFocus = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = [...dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop reaches the dialog itself, outside its box.
  const closeOnOutsideClick = (event: MouseEvent<HTMLDialogElement>) => {
    const dialog = dialogRef.current;
    if (!dialog || event.target !== dialog) return;
    const box = dialog.getBoundingClientRect();
    const inside =
      event.clientX >= box.left &&
      event.clientX <= box.right &&
      event.clientY >= box.top &&
      event.clientY <= box.bottom;
    if (!inside) close();
  };

  const linkClasses = (active: boolean) =>
    `block rounded-md px-3 py-3 text-base font-medium ${
      active
        ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4'
        : 'text-slate-800 hover:bg-slate-100'
    }`;

  return (
    <div className="md:hidden">
      <Tooltip label="Menu" side="left">
        <button
          ref={buttonRef}
          type="button"
          onClick={() => dialogRef.current?.showModal()}
          aria-haspopup="dialog"
          aria-controls="mobile-menu"
          className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">Open menu</span>
        </button>
      </Tooltip>
      {/* The dialog's own handlers only watch Tab (focus loop) and clicks on its backdrop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        id="mobile-menu"
        aria-labelledby="mobile-menu-title"
        onKeyDown={trapFocus}
        onClick={closeOnOutsideClick}
        onClose={() => buttonRef.current?.focus()}
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-full overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {logo}
          <h2 id="mobile-menu-title" className="sr-only">
            Menu
          </h2>
          <Tooltip label="Close menu" side="left">
            <button
              type="button"
              onClick={close}
              className="inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100"
            >
              <CloseIcon className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </Tooltip>
        </div>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1">
            {navigation.main.map((item) => {
              const active = isActive(item.href, pathname);
              return (
                <li key={item.href}>
                  <Link
                    href={item.href}
                    onClick={close}
                    aria-current={active ? 'page' : undefined}
                    className={linkClasses(active)}
                  >
                    {item.label}
                  </Link>
                </li>
              );
            })}
          </ul>
          <Link
            href={navigation.cta.href}
            onClick={close}
            className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-flame-600 px-5 py-3 font-semibold text-white hover:bg-flame-700"
          >
            {navigation.cta.label}
          </Link>
        </nav>
      </dialog>
    </div>
  );
}
