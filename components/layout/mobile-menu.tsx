import type { ReactNode } from 'react';
import { CloseIcon, MenuIcon } from '@/components/icons';
import { Tooltip } from '@/components/ui/tooltip';
import type { SiteConfig } from '@/schemas/site';
import { isActive } from './is-active';

type Navigation = SiteConfig['navigation'];

const DRAWER_ID = 'mobile-menu';

/**
 * The small-screen menu: a button opening a modal drawer from the right (320 px), with no script.
 * The browser does the work: the button opens the dialog by its invoker command, `closedby="any"`
 * closes it on Escape or a tap outside, the modal dialog keeps focus inside and makes the page
 * behind it inert, and closing returns focus to the button. The enhancement script only adds the
 * polyfills where a browser lacks these, and closes the drawer when a page comes back from the
 * back-forward cache (browser/dialogs.ts).
 */
export function MobileMenu({
  navigation,
  current,
  logo,
}: {
  navigation: Navigation;
  current: string | null;
  logo: ReactNode;
}) {
  const linkClasses = (active: boolean) =>
    `block rounded-md px-3 py-3 text-base font-medium ${
      active
        ? 'bg-brand-50 text-brand-800 underline decoration-2 underline-offset-4'
        : 'text-slate-800 hover:bg-slate-100'
    }`;
  const iconButton = 'inline-flex size-11 items-center justify-center rounded-md text-slate-800 hover:bg-slate-100';

  return (
    <div className="md:hidden">
      <Tooltip label="Menu" side="left">
        <button
          type="button"
          commandfor={DRAWER_ID}
          command="show-modal"
          aria-haspopup="dialog"
          aria-controls={DRAWER_ID}
          className={iconButton}
        >
          <MenuIcon className="size-6" />
          <span className="sr-only">Open menu</span>
        </button>
      </Tooltip>
      <dialog
        id={DRAWER_ID}
        closedby="any"
        // Named without a heading: an <h2> here came before every page's <h1> in the outline.
        aria-label="Menu"
        className="fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-80 max-w-full overflow-y-auto bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
      >
        <div className="flex items-center justify-between border-b border-slate-200 px-4 py-3">
          {logo}
          <Tooltip label="Close menu" side="left">
            <button type="button" commandfor={DRAWER_ID} command="close" className={iconButton}>
              <CloseIcon className="size-6" />
              <span className="sr-only">Close menu</span>
            </button>
          </Tooltip>
        </div>
        <nav aria-label="Mobile" className="px-3 py-4">
          <ul className="space-y-1">
            {navigation.main.map((item) => {
              const active = isActive(item.href, current);
              return (
                <li key={item.href}>
                  <a href={item.href} aria-current={active ? 'page' : undefined} className={linkClasses(active)}>
                    {item.label}
                  </a>
                </li>
              );
            })}
          </ul>
          <a
            href={navigation.cta.href}
            className="mt-4 flex min-h-11 items-center justify-center rounded-lg bg-flame-600 px-5 py-3 font-semibold text-white hover:bg-flame-700"
          >
            {navigation.cta.label}
          </a>
        </nav>
      </dialog>
    </div>
  );
}
