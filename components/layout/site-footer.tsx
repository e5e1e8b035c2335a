import { MailIcon, MapPinIcon, PhoneIcon } from '@/components/icons';
import { Logo } from '@/components/logo';
import { getJobs } from '@/lib/content';
import { OUR_WORK } from '@/lib/routes';
import { copyrightYears, fullAddress, gasEmergencyHref, getSite, mailtoHref, telHref } from '@/lib/site';
import { TrustList } from '@/components/sections/trust-strip';

const services = [
  { label: 'Boiler Installation', href: '/boilers' },
  { label: 'Boiler Servicing', href: '/boilers' },
  { label: 'Boiler Repairs', href: '/boilers' },
  { label: 'Heat Pumps', href: '/heat-pumps' },
  { label: 'Air Conditioning', href: '/air-conditioning' },
];

const quickLinks = [
  { label: 'About Us', href: '/about' },
  { label: 'Our Work', href: OUR_WORK },
  { label: 'Knowledge Centre', href: '/knowledge-centre' },
  { label: 'Reviews', href: '/reviews' },
  { label: 'Contact', href: '/contact' },
];

const legalLinks = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Sitemap', href: '/sitemap' },
];

function LinkList({ title, links }: { title: string; links: readonly { label: string; href: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <a href={link.href} className="text-slate-300 hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function SiteFooter() {
  const site = getSite();
  return (
    <footer className="on-dark bg-brand-900 text-slate-300 print:hidden">
      <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          {/* With the text at 200% on a phone the name alone fills the badge, so the mark gives way. */}
          <div className="inline-block max-w-full rounded-lg bg-white px-3 py-2 [--focus-ring:var(--color-flame-600)]">
            <Logo name={site.name} className="max-w-full" markClassName="max-[15rem]:hidden" />
          </div>
          <p className="mt-4 text-sm leading-6">{site.blurb}</p>
          <TrustList site={site} tone="dark" stacked className="mt-4 text-sm" />
        </div>
        <LinkList title="Services" links={services} />
        {/* Our work is listed once a job is published. */}
        <LinkList
          title="Quick Links"
          links={getJobs().length > 0 ? quickLinks : quickLinks.filter((link) => link.href !== OUR_WORK)}
        />
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-white uppercase">Contact</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li>
              <a
                href={telHref(site)}
                className="inline-flex items-center gap-2 nowrap-unless-narrow hover:text-white hover:underline"
              >
                <PhoneIcon className="size-4 shrink-0" />
                {site.phone.display}
              </a>
            </li>
            <li>
              <a
                href={mailtoHref(site)}
                className="inline-flex items-center gap-2 break-all hover:text-white hover:underline"
              >
                <MailIcon className="size-4 shrink-0" />
                {site.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">{fullAddress(site)}</address>
            </li>
          </ul>
        </div>
      </div>
      {/* The number on a line of its own, large and at least 44 px high: read at a glance, tapped without aiming. */}
      <p className="mx-auto max-w-7xl px-4 pb-6 text-sm sm:px-6">
        <strong className="font-semibold text-white">Smell gas?</strong> Leave the property, then call the{' '}
        {site.gasEmergency.name} on{' '}
        <a
          href={gasEmergencyHref(site)}
          className="mt-1 flex min-h-11 w-fit items-center text-2xl font-bold nowrap-unless-narrow text-white underline underline-offset-4"
        >
          {site.gasEmergency.display}
        </a>
      </p>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>
            © {copyrightYears(site)} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <ul className="flex flex-wrap gap-x-5 gap-y-2">
              {legalLinks.map((link) => (
                <li key={link.href}>
                  <a href={link.href} className="hover:text-white hover:underline">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
