import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { Section } from '@/components/ui/section';
import { createMetadata } from '@/lib/metadata';
import { SiteIndex } from '@/components/sections/site-index';
import { fullAddress, getSite, mailtoHref, telHref } from '@/lib/site';
import { breadcrumbList, webPage } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/sitemap';
const description =
  'Every page of our website in one place: services, guides and advice, contact details and legal pages.';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Sitemap', href: path },
];

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), { title: 'Sitemap', description, path, keywords: ['sitemap'] });
}

export default function SitemapPage() {
  const site = getSite();
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={webPage(site, path, 'Sitemap', description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title="Sitemap" crumbs={crumbs} intro={<p>{description}</p>} />
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
          <SiteIndex />
        </div>
        <Section id="contact-details" title="Contact details" tone="tint">
          <ul className="space-y-2 text-slate-700">
            <li>
              Phone:{' '}
              <a href={telHref(site)} className="nowrap-unless-narrow text-brand-700 hover:underline">
                {site.phone.display}
              </a>
            </li>
            <li>
              E-mail:{' '}
              <a href={mailtoHref(site)} className="break-all text-brand-700 hover:underline">
                {site.email}
              </a>
            </li>
            <li>Address: {fullAddress(site)}</li>
          </ul>
        </Section>
      </>
    </PageShell>
  );
}
