import { ShieldIcon } from '@/components/icons';
import type { SiteConfig } from '@/schemas/site';
import { CredentialCheck, type TrustTone } from './trust-check';
import { checkableCredentials } from './trust-credentials';

const textTones = {
  light: { claim: 'text-slate-900', detail: 'text-slate-700', icon: 'text-brand-700' },
  dark: { claim: 'text-white', detail: 'text-slate-300', icon: 'text-white' },
} as const;

/** Each registration a homeowner can check, with our number and a link to the register's search. */
export function TrustList({
  site,
  tone = 'light',
  stacked = false,
  className = '',
}: {
  site: SiteConfig;
  tone?: TrustTone;
  /** One under another (a narrow column, like the footer's) rather than side by side. */
  stacked?: boolean;
  className?: string;
}) {
  const colours = textTones[tone];
  return (
    <ul className={`flex gap-x-10 gap-y-4 ${stacked ? 'flex-col' : 'flex-wrap'} ${className}`} data-trust-list="">
      {checkableCredentials(site).map((credential) => (
        <li key={credential.register} className="flex min-w-0 items-start gap-3" data-credential={credential.register}>
          <ShieldIcon className={`mt-0.5 size-6 shrink-0 ${colours.icon}`} />
          <div className={`min-w-0 ${colours.detail}`}>
            <p className={`font-semibold ${colours.claim}`}>{credential.claim}</p>
            <CredentialCheck credential={credential} tone={tone} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The registrations as a band across the page, under a service page's or the contact page's hero. */
export function TrustStrip({ site }: { site: SiteConfig }) {
  return (
    <section
      aria-label="Registrations you can check"
      className="border-b border-slate-200 bg-brand-50"
      data-pagefind-ignore
    >
      <div className="mx-auto max-w-7xl px-4 py-5 sm:px-6">
        <TrustList site={site} />
      </div>
    </section>
  );
}
