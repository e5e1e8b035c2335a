import { ContactButtons } from '@/components/contact-buttons';
import { DraftBanner } from '@/components/article/draft-banner';
import { JsonLd } from '@/components/json-ld';
import { CallToAction } from '@/components/mdx/call-to-action';
import { PageHero } from '@/components/page/page-hero';
import type { Job } from '@/lib/content';
import { OUR_WORK } from '@/lib/routes';
import { getSite, responseTime } from '@/lib/site';
import { breadcrumbList } from '@/lib/structured-data';
import type { ReactNode } from 'react';
import { JobGallery } from './job-gallery';
import { jobFacts, serviceLabel } from './job-facts';

/** A job's own page: where, when and what, its story, its photos and the customer's words. */
export function JobPage({ job, children }: { job: Job; children: ReactNode }) {
  const site = getSite();
  const { title, description, service, photos, customer, draft } = job.frontmatter;
  const crumbs = [
    { name: 'Home', href: '/' },
    { name: 'Our Work', href: OUR_WORK },
    { name: title, href: job.route },
  ];
  // The hero, the story and the customer's words are what the site search indexes (build/search-index.ts).
  return (
    <div data-pagefind-body data-pagefind-meta="section:Our work">
      <JsonLd data={breadcrumbList(site, crumbs)} />
      <PageHero
        title={title}
        crumbs={crumbs}
        intro={
          <>
            <p className="text-base font-semibold text-flame-700">{jobFacts(job).join(' · ')}</p>
            <p className="mt-2">{description}</p>
          </>
        }
      >
        <ContactButtons service={service} quoteLabel={`Get a Quote: ${serviceLabel(job)}`} />
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        {draft && <DraftBanner />}
        <div className="prose-content">{children}</div>
        {photos.length > 0 && (
          <section aria-labelledby="photos" className="mt-10" data-pagefind-ignore>
            <h2 id="photos" className="mb-4 text-2xl font-bold text-slate-900">
              Photos
            </h2>
            <JobGallery photos={photos} />
          </section>
        )}
        {customer && (
          <figure className="mt-10 rounded-xl border-l-4 border-flame-600 bg-slate-50 p-6">
            <blockquote className="text-lg text-slate-800">
              <p>&ldquo;{customer.words}&rdquo;</p>
            </blockquote>
            <figcaption className="mt-3 font-semibold text-slate-900">{customer.name}</figcaption>
          </figure>
        )}
        <CallToAction title="Ask for your free, no-obligation quote" service={service}>
          <p>
            {responseTime(site)}. Gas Safe registered ({site.gasSafeNumber}), with {site.experience} of experience.
          </p>
        </CallToAction>
      </div>
    </div>
  );
}
