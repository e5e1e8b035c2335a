/**
 * What a visitor can ask a quote for, in the order the quote request lists it. A page's
 * `quoteService` names one (schemas/content.ts), and its quote buttons choose it (/contact?service=…).
 */
export const SERVICES = [
  { value: 'new-boiler', label: 'New boiler' },
  { value: 'boiler-service', label: 'Boiler service' },
  { value: 'boiler-repair', label: 'Boiler repair' },
  { value: 'heat-pump', label: 'Heat pump' },
  { value: 'air-conditioning', label: 'Air conditioning' },
  { value: 'other', label: 'Something else' },
] as const satisfies readonly { value: string; label: string }[];

export type ServiceValue = (typeof SERVICES)[number]['value'];
