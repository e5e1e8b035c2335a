import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { Section } from '@/components/ui/section';
import { createMetadata } from '@/lib/metadata';
import { sitemapGroups } from '@/lib/routes';
import { getSiteRoutes } from '@/lib/site-routes';
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
  const routes = getSiteRoutes();
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={webPage(site, path, 'Sitemap', description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title="Sitemap" crumbs={crumbs} intro={<p>{description}</p>} />
        <div className="mx-auto max-w-7xl space-y-12 px-4 py-12 sm:px-6">
          {sitemapGroups.map((group) => {
            const inGroup = routes.filter((route) => route.group === group);
            if (inGroup.length === 0) return null;
            const id = `group-${group.toLowerCase().replace(/\s+/g, '-')}`;
            return (
              <section key={group} aria-labelledby={id}>
                <h2 id={id} className="text-2xl font-bold text-slate-900">
                  {group}
                </h2>
                <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {inGroup.map((route) => (
                    <li
                      key={route.href}
                      className="relative rounded-xl border border-slate-200 p-5 hover:border-brand-600"
                    >
                      <a
                        href={route.href}
                        className="font-semibold text-brand-800 after:absolute after:inset-0 hover:underline"
                      >
                        {route.title}
                      </a>
                      <p className="mt-1 text-sm text-slate-600">{route.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
        <Section id="contact-details" title="Contact details" tone="tint">
          <ul className="space-y-2 text-slate-700">
            <li>
              Phone:{' '}
              <a href={telHref(site)} className="whitespace-nowrap text-brand-700 hover:underline">
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
