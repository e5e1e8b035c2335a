import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { getJobs } from '@/lib/content';
import { OUR_WORK } from '@/lib/routes';
import { JobCards } from './job-card';
import { servicePageOf } from './job-facts';

/** How many of the latest jobs the home page and a service page show. */
export const RECENT_JOBS = 3;

/**
 * The latest jobs of Our work, as cards: all of them on the home page, a service page's own on that
 * page (`servicePage`, like /boilers). Nothing at all when there are none.
 */
export function RecentWork({ servicePage, tone }: { servicePage?: string; tone?: 'white' | 'tint' }) {
  const jobs = getJobs()
    .filter((job) => servicePage === undefined || servicePageOf(job) === servicePage)
    .slice(0, RECENT_JOBS);
  if (jobs.length === 0) return null;
  return (
    <Section
      id="recent-work"
      title="Our Recent Work"
      lead="Jobs we have finished for homeowners near you, with our own photos."
      tone={tone}
    >
      <JobCards jobs={jobs} />
      <ButtonLink href={OUR_WORK} variant="outline" className="mt-8">
        See All Our Work
      </ButtonLink>
    </Section>
  );
}
