import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { PageHero } from '@/components/page/page-hero';
import { SearchBox } from '@/components/search/search-box';
import { SiteIndex } from '@/components/sections/site-index';
import { Section } from '@/components/ui/section';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { breadcrumbList, webPage } from '@/lib/structured-data';

const path = '/search';
const description = 'Search our guides, services and policies, or browse every page of the website by section.';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Search', href: path },
];

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), { title: 'Search', description, path, keywords: ['search'] });
}

/**
 * The search page. The site script reads `?q=` and shows the results above the list; without it,
 * a submitted search arrives here and the visitor browses every page by section.
 */
export default function SearchPage() {
  const site = getSite();
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={webPage(site, path, 'Search', description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title="Search" crumbs={crumbs} intro={<p>{description}</p>} />
        <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
          <SearchBox id="search-page" label="What are you looking for?" />
          <noscript>
            <p className="mt-4 max-w-2xl text-slate-700">
              Searching needs JavaScript, which is off in this browser. Every page of the website is listed below, by
              section.
            </p>
          </noscript>
        </div>
        <Section id="every-page" title="Every page, by section" tone="tint">
          <SiteIndex headingLevel="h3" />
        </Section>
      </>
    </PageShell>
  );
}
