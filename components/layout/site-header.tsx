import { Logo } from '@/components/logo';
import { getSite } from '@/lib/site';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';

/** The sticky bar. `current` is the page's own address, so the active item is right in the HTML. */
export function SiteHeader({ current }: { current: string | null }) {
  const site = getSite();
  const { navigation } = site;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur [view-transition-name:site-header] print:hidden">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo name={site.name} />
        <div className="flex items-center gap-2">
          <NavLinks items={navigation.main} current={current} />
          <a
            href={navigation.cta.href}
            className="inline-flex min-h-11 items-center rounded-lg bg-flame-600 px-4 text-sm font-semibold whitespace-nowrap text-white hover:bg-flame-700 lg:text-base"
          >
            {navigation.cta.label}
          </a>
          <MobileMenu navigation={navigation} current={current} logo={<Logo name={site.name} />} />
        </div>
      </nav>
    </header>
  );
}
