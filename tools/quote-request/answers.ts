import { normaliseUkPhone, type UkPhone } from '@/schemas/phone';
import { SERVICES, type ServiceValue } from '@/schemas/services';
import { normaliseUkPostcode } from './postcode';

interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const PROPERTY_TYPES = [
  { value: 'detached', label: 'Detached house' },
  { value: 'semi-detached', label: 'Semi-detached house' },
  { value: 'terraced', label: 'Terraced house' },
  { value: 'bungalow', label: 'Bungalow' },
  { value: 'flat', label: 'Flat or maisonette' },
  { value: 'other', label: 'Other' },
] as const satisfies readonly Option[];

export const BEDROOMS = ['1', '2', '3', '4', '5+'] as const;
export const BATHROOMS = ['1', '2', '3', '4+'] as const;

export const FUELS = [
  { value: 'mains-gas', label: 'Mains gas' },
  { value: 'oil', label: 'Oil' },
  { value: 'lpg', label: 'LPG' },
  { value: 'electric', label: 'Electric' },
  { value: 'none', label: 'No central heating' },
  { value: 'not-sure', label: 'Not sure' },
] as const satisfies readonly Option[];

export const CALL_TIMES = [
  { value: 'any', label: 'Any time' },
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Early evening' },
] as const satisfies readonly Option[];

export type PropertyTypeValue = (typeof PROPERTY_TYPES)[number]['value'];
export type Bedrooms = (typeof BEDROOMS)[number];
export type Bathrooms = (typeof BATHROOMS)[number];
export type FuelValue = (typeof FUELS)[number]['value'];
export type CallTimeValue = (typeof CALL_TIMES)[number]['value'];

export const MESSAGE_MAX_LENGTH = 1000;

/** The form's fields, in form order, as the visitor typed or chose them. */
export const QUOTE_FIELDS = [
  'service',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'fuel',
  'postcode',
  'name',
  'phone',
  'email',
  'callTime',
  'message',
] as const;

export type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteAnswers = Partial<Record<QuoteField, string>>;

/** A valid request: values normalised, choices with their labels, unasked fields left out. */
export interface QuoteRequest {
  service: Option<ServiceValue>;
  propertyType: Option<PropertyTypeValue>;
  bedrooms?: Bedrooms;
  bathrooms?: Bathrooms;
  fuel?: Option<FuelValue>;
  postcode: string;
  name: string;
  phone?: UkPhone;
  email?: string;
  callTime?: Option<CallTimeValue>;
  message?: string;
}

export type QuoteValidation =
  { ok: true; request: QuoteRequest } | { ok: false; errors: { field: QuoteField; message: string }[] };

const find = <V extends string>(options: readonly Option<V>[], value: string | null | undefined) =>
  options.find((option) => option.value === value);

/** The service named in a link such as /contact?service=heat-pump, if it is one we offer. */
export function parseServiceParam(value: string | null): ServiceValue | undefined {
  return find(SERVICES, value?.trim())?.value;
}

/** Whether the form asks for bedrooms and bathrooms, which size the job. */
export const asksSize = (service: string | undefined) =>
  service === 'new-boiler' || service === 'heat-pump' || service === 'air-conditioning';

/** Whether the form asks for the current heating fuel. */
export const asksFuel = (service: string | undefined) =>
  service === 'new-boiler' || service === 'heat-pump' || service === 'boiler-service' || service === 'boiler-repair';

/**
 * Whether the form shows a question: every one until a service is chosen, then only those that
 * matter for it. An error about a question no longer shown is not listed.
 */
export function asks(field: QuoteField, service: string | undefined): boolean {
  if (service === undefined) return true;
  if (field === 'bedrooms' || field === 'bathrooms') return asksSize(service);
  if (field === 'fuel') return asksFuel(service);
  return true;
}

const EMAIL = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/**
 * Checks a quote request as the visitor filled it in. Errors come in form order, worded as GOV.UK
 * advises. Bedrooms, bathrooms and fuel are checked only once a service that asks for them is
 * chosen; an unknown best time to call is treated as unanswered.
 */
export function validateQuote(answers: QuoteAnswers): QuoteValidation {
  const errors: { field: QuoteField; message: string }[] = [];
  const typed = (field: QuoteField) => answers[field]?.trim() ?? '';
  const fail = (field: QuoteField, message: string) => errors.push({ field, message });

  const service = find(SERVICES, typed('service'));
  if (!service) fail('service', 'Select what you need');
  const propertyType = find(PROPERTY_TYPES, typed('propertyType'));
  if (!propertyType) fail('propertyType', 'Select your property type');

  const size = asksSize(service?.value);
  const bedrooms = BEDROOMS.find((count) => count === typed('bedrooms'));
  if (size && !bedrooms) fail('bedrooms', 'Select how many bedrooms');
  const bathrooms = BATHROOMS.find((count) => count === typed('bathrooms'));
  if (size && !bathrooms) fail('bathrooms', 'Select how many bathrooms');
  const fuel = asksFuel(service?.value) ? find(FUELS, typed('fuel')) : undefined;
  if (asksFuel(service?.value) && !fuel) fail('fuel', 'Select your current heating fuel');

  const postcode = normaliseUkPostcode(typed('postcode'));
  if (typed('postcode') === '') fail('postcode', 'Enter your postcode');
  else if (!postcode) fail('postcode', 'Enter a real UK postcode, like B60 3PD');

  const name = typed('name').replace(/\s+/g, ' ');
  if (name === '') fail('name', 'Enter your name');

  const phone = normaliseUkPhone(typed('phone'));
  const email = typed('email');
  if (typed('phone') === '' && email === '')
    fail('phone', 'Enter a phone number or an e-mail address, so we can reply');
  else if (typed('phone') !== '' && !phone) fail('phone', 'Enter a UK phone number, like 07700 900123');
  if (email !== '' && (email.length > 254 || !EMAIL.test(email))) {
    fail('email', 'Enter an e-mail address in the correct format, like name@example.com');
  }

  const callTime = find(CALL_TIMES, typed('callTime'));

  const message = typed('message').replace(/\r\n?/g, '\n');
  if (service?.value === 'other' && message === '') fail('message', 'Tell us what you need in the message');
  // Counted as people see characters: an emoji is one, though JavaScript's length counts most as two.
  else if ([...message].length > MESSAGE_MAX_LENGTH) fail('message', 'Message must be 1,000 characters or fewer');

  if (errors.length > 0 || !service || !propertyType || !postcode) return { ok: false, errors };
  return {
    ok: true,
    request: {
      service,
      propertyType,
      ...(size && { bedrooms, bathrooms }),
      ...(fuel && { fuel }),
      postcode,
      name,
      ...(phone && { phone }),
      ...(email && { email }),
      ...(callTime && { callTime }),
      ...(message && { message }),
    },
  };
}
