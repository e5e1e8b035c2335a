import { describe, expect, it } from 'vitest';
import {
  asks,
  asksFuel,
  asksSize,
  BATHROOMS,
  BEDROOMS,
  CALL_TIMES,
  FUELS,
  parseServiceParam,
  PROPERTY_TYPES,
  QUOTE_FIELDS,
  validateQuote,
  type QuoteAnswers,
} from './answers';
import { complete, requestFrom } from './answers.fixture';
import { SERVICES } from '@/schemas/services';

const errorsFor = (answers: QuoteAnswers) => {
  const result = validateQuote(answers);
  return result.ok ? [] : result.errors;
};

describe('options', () => {
  it('lists the choices in form order with their labels', () => {
    expect(SERVICES.map((option) => option.label)).toEqual([
      'New boiler',
      'Boiler service',
      'Boiler repair',
      'Heat pump',
      'Air conditioning',
      'Something else',
    ]);
    expect(PROPERTY_TYPES.map((option) => option.value)).toEqual([
      'detached',
      'semi-detached',
      'terraced',
      'bungalow',
      'flat',
      'other',
    ]);
    expect(PROPERTY_TYPES.find((option) => option.value === 'flat')?.label).toBe('Flat or maisonette');
    expect(BEDROOMS).toEqual(['1', '2', '3', '4', '5+']);
    expect(BATHROOMS).toEqual(['1', '2', '3', '4+']);
    expect(FUELS.map((option) => option.label)).toEqual([
      'Mains gas',
      'Oil',
      'LPG',
      'Electric',
      'No central heating',
      'Not sure',
    ]);
    expect(CALL_TIMES.map((option) => option.label)).toEqual(['Any time', 'Morning', 'Afternoon', 'Early evening']);
  });

  it('reads the service from a link, ignoring anything unknown', () => {
    expect(parseServiceParam('heat-pump')).toBe('heat-pump');
    expect(parseServiceParam('other')).toBe('other');
    expect(parseServiceParam('Heat pump')).toBeUndefined();
    expect(parseServiceParam('')).toBeUndefined();
    expect(parseServiceParam(null)).toBeUndefined();
  });

  it('asks about size and fuel only where they matter', () => {
    expect(SERVICES.filter((option) => asksSize(option.value)).map((option) => option.value)).toEqual([
      'new-boiler',
      'heat-pump',
      'air-conditioning',
    ]);
    expect(SERVICES.filter((option) => asksFuel(option.value)).map((option) => option.value)).toEqual([
      'new-boiler',
      'boiler-service',
      'boiler-repair',
      'heat-pump',
    ]);
    expect(asksSize(undefined)).toBe(false);
    expect(asksFuel(undefined)).toBe(false);
  });

  it('shows every question until a service is chosen, then only those that matter for it', () => {
    expect(QUOTE_FIELDS.filter((field) => !asks(field, undefined))).toEqual([]);
    expect(QUOTE_FIELDS.filter((field) => !asks(field, 'boiler-repair'))).toEqual(['bedrooms', 'bathrooms']);
    expect(QUOTE_FIELDS.filter((field) => !asks(field, 'air-conditioning'))).toEqual(['fuel']);
    expect(QUOTE_FIELDS.filter((field) => !asks(field, 'other'))).toEqual(['bedrooms', 'bathrooms', 'fuel']);
    expect(QUOTE_FIELDS.filter((field) => !asks(field, 'heat-pump'))).toEqual([]);
  });
});

describe('validateQuote', () => {
  it('normalises a complete request and keeps the labels', () => {
    expect(validateQuote(complete)).toEqual({
      ok: true,
      request: {
        service: { value: 'new-boiler', label: 'New boiler' },
        propertyType: { value: 'semi-detached', label: 'Semi-detached house' },
        bedrooms: '3',
        bathrooms: '1',
        fuel: { value: 'mains-gas', label: 'Mains gas' },
        postcode: 'B60 3PD',
        name: 'Jane Smith',
        phone: { display: '07700 900123', international: '+447700900123' },
        email: 'jane@example.com',
        callTime: { value: 'morning', label: 'Morning' },
        message: 'The boiler is 18 years old.\nIt makes a banging noise.',
      },
    });
  });

  it('lists every problem in form order, in GOV.UK wording', () => {
    expect(errorsFor({ service: 'heat-pump' })).toEqual([
      { field: 'propertyType', message: 'Select your property type' },
      { field: 'bedrooms', message: 'Select how many bedrooms' },
      { field: 'bathrooms', message: 'Select how many bathrooms' },
      { field: 'fuel', message: 'Select your current heating fuel' },
      { field: 'postcode', message: 'Enter your postcode' },
      { field: 'name', message: 'Enter your name' },
      { field: 'phone', message: 'Enter a phone number or an e-mail address, so we can reply' },
    ]);
    expect(errorsFor({})).toEqual([
      { field: 'service', message: 'Select what you need' },
      { field: 'propertyType', message: 'Select your property type' },
      { field: 'postcode', message: 'Enter your postcode' },
      { field: 'name', message: 'Enter your name' },
      { field: 'phone', message: 'Enter a phone number or an e-mail address, so we can reply' },
    ]);
  });

  it('says what is wrong with a postcode, phone number or e-mail address', () => {
    expect(errorsFor({ ...complete, postcode: 'B60', phone: '07700 90012', email: 'jane@example' })).toEqual([
      { field: 'postcode', message: 'Enter a real UK postcode, like B60 3PD' },
      { field: 'phone', message: 'Enter a UK phone number, like 07700 900123' },
      { field: 'email', message: 'Enter an e-mail address in the correct format, like name@example.com' },
    ]);
    for (const email of ['jane', 'jane@', '@example.com', 'jane smith@example.com', 'jane@example..com']) {
      expect(errorsFor({ ...complete, email })).toEqual([
        { field: 'email', message: 'Enter an e-mail address in the correct format, like name@example.com' },
      ]);
    }
  });

  it('needs a phone number or an e-mail address, not both', () => {
    const phoneOnly = requestFrom({ ...complete, email: '' });
    expect(phoneOnly.email).toBeUndefined();
    expect(phoneOnly.phone?.display).toBe('07700 900123');
    const emailOnly = requestFrom({ ...complete, phone: '   ' });
    expect(emailOnly.phone).toBeUndefined();
    expect(emailOnly.email).toBe('jane@example.com');
  });

  it('rejects choices that are not on the list', () => {
    expect(errorsFor({ ...complete, service: 'plumbing', propertyType: 'castle' })).toEqual([
      { field: 'service', message: 'Select what you need' },
      { field: 'propertyType', message: 'Select your property type' },
    ]);
    expect(errorsFor({ ...complete, bedrooms: '6', bathrooms: '0', fuel: 'coal' })).toEqual([
      { field: 'bedrooms', message: 'Select how many bedrooms' },
      { field: 'bathrooms', message: 'Select how many bathrooms' },
      { field: 'fuel', message: 'Select your current heating fuel' },
    ]);
    expect(requestFrom({ ...complete, callTime: 'midnight' }).callTime).toBeUndefined();
  });

  it('ignores and drops the questions the chosen service does not ask', () => {
    const service = requestFrom({ ...complete, service: 'boiler-service', bedrooms: 'lots', bathrooms: '' });
    expect(service).not.toHaveProperty('bedrooms');
    expect(service).not.toHaveProperty('bathrooms');
    expect(service.fuel?.label).toBe('Mains gas');

    const cooling = requestFrom({ ...complete, service: 'air-conditioning', fuel: 'anything' });
    expect(cooling).not.toHaveProperty('fuel');
    expect(cooling.bedrooms).toBe('3');
  });

  it('needs a message only for "Something else", and at most 1,000 characters', () => {
    const other = { ...complete, service: 'other', message: '  ' };
    expect(errorsFor(other)).toEqual([{ field: 'message', message: 'Tell us what you need in the message' }]);
    expect(requestFrom({ ...other, message: 'A new radiator' }).message).toBe('A new radiator');
    expect(requestFrom({ ...complete, message: '' })).not.toHaveProperty('message');

    expect(errorsFor({ ...complete, message: 'a'.repeat(1000) })).toEqual([]);
    expect(errorsFor({ ...complete, message: 'a'.repeat(1001) })).toEqual([
      { field: 'message', message: 'Message must be 1,000 characters or fewer' },
    ]);
    // An emoji is one character to the visitor, though two UTF-16 units.
    expect(errorsFor({ ...complete, message: '🔥'.repeat(1000) })).toEqual([]);
    expect(errorsFor({ ...complete, message: '🔥'.repeat(1001) })).toHaveLength(1);
  });
});
