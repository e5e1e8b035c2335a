import type { ReactNode } from 'react';
import { ContactButtons } from '@/components/contact-buttons';
import { DraftBanner } from '@/components/article/draft-banner';
import { JsonLd } from '@/components/json-ld';
import type { LegalPage } from '@/lib/content';
import { formatLongDate } from '@/lib/dates';
import { getSite } from '@/lib/site';
import { breadcrumbList, webPage } from '@/lib/structured-data';
import { PageHero } from './page-hero';

export function LegalLayout({ page, children }: { page: LegalPage; children: ReactNode }) {
  const site = getSite();
  const { frontmatter } = page;
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: frontmatter.title, href: page.route },
  ];
  // The hero and the body are what the site search indexes (build/search-index.ts).
  return (
    <div data-pagefind-body data-pagefind-meta="section:Legal">
      <JsonLd data={webPage(site, page.route, frontmatter.title, frontmatter.description)} />
      <JsonLd data={breadcrumbList(site, crumbs)} />
      <PageHero
        title={frontmatter.title}
        crumbs={crumbs}
        intro={
          <p>
            Last Updated <time dateTime={frontmatter.dateModified}>{formatLongDate(frontmatter.dateModified)}</time>
          </p>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {frontmatter.draft && <DraftBanner />}
        <div className="prose-content">{children}</div>
        <section aria-labelledby="legal-contact" className="mt-12 rounded-xl bg-slate-50 p-6" data-pagefind-ignore>
          <h2 id="legal-contact" className="text-xl font-bold text-slate-900">
            Questions about this page?
          </h2>
          <p className="mt-2 text-slate-700">Get in touch and we will gladly explain anything here.</p>
          <ContactButtons actions={['quote', 'call']} quoteLabel="Contact Us" className="mt-5" />
        </section>
      </div>
    </div>
  );
}
