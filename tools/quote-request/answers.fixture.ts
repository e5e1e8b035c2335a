import { validateQuote, type QuoteAnswers, type QuoteRequest } from './answers';

/** Every question answered, as a visitor might type the answers. */
export const complete: QuoteAnswers = {
  service: 'new-boiler',
  propertyType: 'semi-detached',
  bedrooms: '3',
  bathrooms: '1',
  fuel: 'mains-gas',
  postcode: 'b603pd',
  name: '  Jane   Smith ',
  phone: '+44 7700 900123',
  email: 'jane@example.com',
  callTime: 'morning',
  message: 'The boiler is 18 years old.\r\nIt makes a banging noise.',
};

/** The request a valid set of answers makes. */
export function requestFrom(answers: QuoteAnswers): QuoteRequest {
  const result = validateQuote(answers);
  if (!result.ok) throw new Error(`Expected a valid request: ${JSON.stringify(result.errors)}`);
  return result.request;
}
