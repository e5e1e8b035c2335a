/**
 * What a visitor can ask a quote for, in the order the quote request lists it. A page's
 * `quoteService` names one (schemas/content.ts), and its quote buttons choose it (/contact?service=…).
 * `page` is the service page that shows the latest jobs of Our work done for it (schemas/jobs.ts).
 */
export const SERVICES = [
  { value: 'new-boiler', label: 'New boiler', page: '/boilers' },
  { value: 'boiler-service', label: 'Boiler service', page: '/boilers' },
  { value: 'boiler-repair', label: 'Boiler repair', page: '/boilers' },
  { value: 'heat-pump', label: 'Heat pump', page: '/heat-pumps' },
  { value: 'air-conditioning', label: 'Air conditioning', page: '/air-conditioning' },
  { value: 'other', label: 'Something else', page: undefined },
] as const satisfies readonly { value: string; label: string; page: string | undefined }[];

export type ServiceValue = (typeof SERVICES)[number]['value'];
