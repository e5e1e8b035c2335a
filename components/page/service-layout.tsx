import type { ReactNode } from 'react';
import { ContactButtons } from '@/components/contact-buttons';
import { JsonLd } from '@/components/json-ld';
import { CallToAction } from '@/components/mdx/call-to-action';
import { RelatedArticles } from '@/components/mdx/related-articles';
import { DraftBanner } from '@/components/article/draft-banner';
import { TrustStrip } from '@/components/sections/trust-strip';
import type { ServicePage } from '@/lib/content';
import { getSite, responseTime } from '@/lib/site';
import { breadcrumbList, service } from '@/lib/structured-data';
import { RecentWork } from '@/components/our-work/recent-work';
import { CoverageSection } from '@/tools/coverage/coverage-check';
import { PageHero } from './page-hero';

export function ServiceLayout({ page, children }: { page: ServicePage; children: ReactNode }) {
  const site = getSite();
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: page.frontmatter.title, href: page.route },
  ];
  // The hero and the body are what the site search indexes (build/search-index.ts).
  return (
    <div data-pagefind-body data-pagefind-meta="section:Services">
      <JsonLd data={service(site, page)} />
      <JsonLd data={breadcrumbList(site, crumbs)} />
      <PageHero title={page.frontmatter.title} intro={<p>{page.frontmatter.intro}</p>} crumbs={crumbs}>
        <ContactButtons service={page.frontmatter.quoteService} />
      </PageHero>
      <TrustStrip site={site} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {page.frontmatter.draft && <DraftBanner />}
        <div className="prose-content">{children}</div>
        <RelatedArticles routes={page.frontmatter.related} heading="Further reading" />
        <CoverageSection />
        <CallToAction title="Ask for your free, no-obligation quote" service={page.frontmatter.quoteService}>
          <p>
            {responseTime(site)}. Gas Safe registered ({site.gasSafeNumber}), with {site.experience} of experience.
          </p>
        </CallToAction>
      </div>
      {/* Jobs are searched on their own pages. */}
      <div data-pagefind-ignore>
        <RecentWork servicePage={page.route} tone="tint" />
      </div>
    </div>
  );
}
