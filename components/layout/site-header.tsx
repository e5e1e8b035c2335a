import { Logo } from '@/components/logo';
import { getSite } from '@/lib/site';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/**
 * The sticky bar. `current` is the page's own address, so the active item is right in the HTML.
 * It fits from 320 px (WCAG's reflow width) up without scrolling sideways: below 360 px the logo is
 * the name alone, and between medium and large screens, where the first five links take the room,
 * it is the mark alone (the link is still named).
 */
export function SiteHeader({ current }: { current: string | null }) {
  const site = getSite();
  const { navigation } = site;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur [view-transition-name:site-header] print:hidden">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-3 max-[12rem]:px-2 sm:gap-4 sm:px-6"
      >
        {/* The bar's room is counted in rem, so that it holds when a visitor's text is larger: the
            name alone below 22.5rem (360 px at the usual size), the mark alone below 17rem (a
            phone with its text at 150% or more), the link being named "Wheelwright Heating" always.
            Below 26.875rem the name keeps to its two lines and only Get Quote may give way, taking two
            lines itself when the text is spaced out (WCAG 1.4.12) rather than pushing the menu off.
            Below 12rem (a 320 px phone with its text at 200%) the bar's edges and gaps are tighter. */}
        <Logo
          name={site.name}
          className="max-[26.875rem]:shrink-0"
          markClassName="min-[17rem]:max-[22.5rem]:hidden"
          nameClassName="text-base max-[17rem]:hidden max-[26.875rem]:w-min sm:text-lg md:sr-only lg:not-sr-only"
        />
        <div className="flex items-center gap-2 max-[12rem]:gap-1">
          <NavLinks items={navigation.main} current={current} />
          <a
            href={navigation.cta.href}
            className="inline-flex min-h-11 items-center rounded-lg bg-flame-600 px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-flame-700 max-[26.875rem]:whitespace-normal sm:px-4 lg:text-base"
          >
            {navigation.cta.label}
          </a>
          {/* In the drawer the name may wrap, even within a word, and the mark gives way where room is
              very short: the close button beside it stays on the screen with the text at 200%. */}
          <MobileMenu
            navigation={navigation}
            current={current}
            logo={
              <Logo
                name={site.name}
                className="min-w-0"
                markClassName="max-[15rem]:hidden"
                nameClassName="min-w-0 text-base"
              />
            }
          />
        </div>
      </nav>
    </header>
  );
}
