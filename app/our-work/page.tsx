import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { JsonLd } from '@/components/json-ld';
import { PageShell } from '@/components/layout/page-shell';
import { JobCards } from '@/components/our-work/job-card';
import { PageHero } from '@/components/page/page-hero';
import { ContactButtons } from '@/components/contact-buttons';
import { getJobs } from '@/lib/content';
import { OUR_WORK, ourWorkPage } from '@/lib/routes';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { breadcrumbList, webPage } from '@/lib/structured-data';
import { SERVICES } from '@/schemas/services';

const { title, description } = ourWorkPage;
const crumbs = [
  { name: 'Home', href: '/' },
  { name: title, href: OUR_WORK },
];

/** The jobs by service, in the quote request's order, each group the latest first; only services with a job. */
function groups() {
  const jobs = getJobs();
  return SERVICES.map((service) => ({
    ...service,
    jobs: jobs.filter((job) => job.frontmatter.service === service.value),
  })).filter((group) => group.jobs.length > 0);
}

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), { title, description, path: OUR_WORK });
}

export default function OurWorkPage() {
  // With no job published, Our work is not a page (the build removes it: build/export-files.ts).
  if (getJobs().length === 0) notFound();
  const site = getSite();
  const byService = groups();
  return (
    <PageShell current={OUR_WORK}>
      <div data-pagefind-body data-pagefind-meta="section:Our work">
        <JsonLd data={webPage(site, OUR_WORK, title, description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title={title} crumbs={crumbs} intro={<p>{description}</p>}>
          <ContactButtons />
        </PageHero>
        <div className="mx-auto max-w-7xl px-4 pb-14 sm:px-6" data-pagefind-ignore>
          {byService.length > 1 && (
            <nav aria-label="Jobs by service">
              <ul className="flex flex-wrap gap-3">
                {byService.map((group) => (
                  <li key={group.value}>
                    <a
                      href={`#${group.value}`}
                      className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-700 px-4 font-semibold text-brand-700 hover:bg-brand-50"
                    >
                      {group.label} ({group.jobs.length})
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {byService.map((group) => (
            <section key={group.value} aria-labelledby={group.value} className="mt-10 scroll-mt-24">
              <h2 id={group.value} className="mb-6 text-2xl font-bold text-slate-900">
                {group.label}
              </h2>
              <JobCards jobs={group.jobs} />
            </section>
          ))}
        </div>
      </div>
    </PageShell>
  );
}
