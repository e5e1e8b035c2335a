import type { Job } from '@/lib/content';
import { SERVICES, type ServiceValue } from '@/schemas/services';

/** "New boiler", as the quote request names the service. */
export const serviceLabel = (job: Job) => SERVICES.find((service) => service.value === job.frontmatter.service)!.label;

/** "Redditch · March 2026 · New boiler": where, when and what, as a card and the job's page show it. */
export const jobFacts = (job: Job) => [
  job.frontmatter.town,
  `${job.frontmatter.month} ${job.frontmatter.year}`,
  serviceLabel(job),
];

/** The service page that shows a service's latest jobs, if it has one (boilers for a boiler repair). */
const SERVICE_PAGES: Record<ServiceValue, string | undefined> = {
  'new-boiler': '/boilers',
  'boiler-service': '/boilers',
  'boiler-repair': '/boilers',
  'heat-pump': '/heat-pumps',
  'air-conditioning': '/air-conditioning',
  other: undefined,
};

/** The service page that shows a job's card, if its service has one. */
export const servicePageOf = (job: Job) => SERVICE_PAGES[job.frontmatter.service];
