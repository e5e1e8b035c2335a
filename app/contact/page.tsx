import type { Metadata } from 'next';
import { ContactButtons } from '@/components/contact-buttons';
import { HostedForm } from '@/components/forms/hosted-form';
import { QuoteRequestPanel } from '@/tools/quote-request/quote-request';
import { CoverageCheck } from '@/tools/coverage/coverage-check';
import { ClockIcon, MailIcon, MapPinIcon, MessageIcon, PhoneIcon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { TrustList } from '@/components/sections/trust-strip';
import { createMetadata } from '@/lib/metadata';
import { listOf } from '@/lib/lists';
import { fullAddress, getSite, mailtoHref, responseTime, telHref } from '@/lib/site';
import { breadcrumbList, contactPage } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/contact';
const description =
  'Ask for a free, no-obligation quote for a boiler, heat pump or air conditioning. Call, message or use our quote form.';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Contact', href: path },
];

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), {
    title: 'Contact Us for a Free Quote',
    description,
    path,
    keywords: ['free heating quote', 'contact heating engineer Bromsgrove', 'boiler quote Worcestershire'],
  });
}

export default function ContactPage() {
  const site = getSite();
  const details: { label: string; value: string; href?: string; Icon: typeof PhoneIcon; external?: boolean }[] = [
    { label: 'Phone', value: site.phone.display, href: telHref(site), Icon: PhoneIcon },
    { label: 'E-mail', value: site.email, href: mailtoHref(site), Icon: MailIcon },
    { label: 'WhatsApp', value: site.messaging.label, href: site.messaging.url, Icon: MessageIcon, external: true },
    { label: 'Address', value: fullAddress(site), Icon: MapPinIcon },
    { label: 'Response time', value: responseTime(site), Icon: ClockIcon },
  ];
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={contactPage(site, path, description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero
          title="Get Your Free Quote"
          crumbs={crumbs}
          intro={
            <p>
              Tell us what you need and we will come back to you {site.response.enquiries}. There is no obligation and
              no call-out charge. Would you rather talk? Call or message us now.
            </p>
          }
        >
          {/* On a phone the contact details come after the whole quote request: the quickest ways stay at the top. */}
          <ContactButtons actions={['call', 'message']} />
        </PageHero>
        <div className="mx-auto grid max-w-7xl grid-cols-1 gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[2fr_1fr]">
          <section aria-labelledby="quote-form">
            <h2 id="quote-form" className="mb-6 text-2xl font-bold text-slate-900">
              Request a quote
            </h2>
            {site.forms.quoteUrl ? (
              <>
                <HostedForm
                  kind="quote"
                  title="Free quote request form"
                  fallbackText={`Ask for your free quote by phone, e-mail or message: we reply to enquiries ${site.response.enquiries} and give free estimates within ${site.response.estimates}.`}
                />
                <details className="mt-8 rounded-xl border border-slate-200">
                  <summary className="cursor-pointer p-4 text-lg font-semibold text-brand-800">
                    Prefer WhatsApp or e-mail?
                  </summary>
                  <div className="p-4 pt-0">
                    <QuoteRequestPanel />
                  </div>
                </details>
              </>
            ) : (
              <QuoteRequestPanel />
            )}
          </section>
          <aside aria-labelledby="contact-details" className="space-y-8">
            <section>
              <h2 id="contact-details" className="text-2xl font-bold text-slate-900">
                Contact details
              </h2>
              <dl className="mt-6 space-y-5">
                {details.map(({ label, value, href, Icon, external }) => (
                  <div key={label}>
                    <dt className="flex items-center gap-2 font-semibold text-slate-900">
                      <Icon className="size-5 shrink-0 text-brand-700" />
                      {label}
                    </dt>
                    <dd className="mt-1 pl-7 break-words text-slate-700">
                      {href ? (
                        <a
                          href={href}
                          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
                          className={`text-brand-700 underline-offset-2 hover:underline ${href.startsWith('tel:') ? 'nowrap-unless-narrow' : ''}`}
                        >
                          {value}
                          {external ? <span className="sr-only"> (opens in a new tab)</span> : null}
                        </a>
                      ) : (
                        value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
            </section>
            <section aria-labelledby="registrations" data-pagefind-ignore>
              <h2 id="registrations" className="text-xl font-bold text-slate-900">
                Registrations you can check
              </h2>
              <div className="mt-4">
                <TrustList site={site} stacked />
              </div>
            </section>
            <section aria-labelledby="coverage">
              <h2 id="coverage" className="text-xl font-bold text-slate-900">
                Areas we cover
              </h2>
              <p className="mt-3 text-slate-700">
                Mainly {listOf(site.areas.primary)}, and also {listOf(site.areas.extended)}.
              </p>
              <div className="mt-4">
                <CoverageCheck id="coverage-check" />
              </div>
            </section>
          </aside>
        </div>
      </>
    </PageShell>
  );
}
