import { describe, expect, it } from 'vitest';
import { complete, requestFrom } from './answers.fixture';
import { composeSummary, emailSubject, mailtoHref, templateMessage, whatsappHref } from './message';

const BUSINESS = 'Wheelwright Heating';

const fullSummary = [
  "Hello Wheelwright Heating, I'd like a free quote.",
  '',
  'What I need: New boiler',
  'Property: Semi-detached house, 3 bedrooms, 1 bathroom',
  'Current heating: Mains gas',
  'Postcode: B60 3PD',
  'Name: Jane Smith',
  'Phone: 07700 900123',
  'E-mail: jane@example.com',
  'Best time to call: Morning',
  '',
  'Message:',
  'The boiler is 18 years old.',
  'It makes a banging noise.',
].join('\n');

describe('composeSummary', () => {
  it('writes one answer a line', () => {
    expect(composeSummary(requestFrom(complete), BUSINESS)).toBe(fullSummary);
  });

  it('leaves out lines for questions not asked or not answered', () => {
    const request = requestFrom({
      service: 'boiler-repair',
      propertyType: 'flat',
      fuel: 'lpg',
      postcode: 'sw1a1aa',
      name: 'Sam',
      email: 'sam@example.co.uk',
    });
    expect(composeSummary(request, BUSINESS)).toBe(
      [
        "Hello Wheelwright Heating, I'd like a free quote.",
        '',
        'What I need: Boiler repair',
        'Property: Flat or maisonette',
        'Current heating: LPG',
        'Postcode: SW1A 1AA',
        'Name: Sam',
        'E-mail: sam@example.co.uk',
      ].join('\n'),
    );
  });

  it('writes room counts in words', () => {
    const request = requestFrom({ ...complete, service: 'heat-pump', bedrooms: '5+', bathrooms: '4+' });
    expect(composeSummary(request, BUSINESS)).toContain(
      'Property: Semi-detached house, 5 or more bedrooms, 4 or more bathrooms',
    );
    const small = requestFrom({ ...complete, bedrooms: '1', bathrooms: '2' });
    expect(composeSummary(small, BUSINESS)).toContain('Property: Semi-detached house, 1 bedroom, 2 bathrooms');
  });
});

describe('links to send the request', () => {
  const request = requestFrom(complete);
  const summary = composeSummary(request, BUSINESS);

  it('opens WhatsApp with the summary typed in', () => {
    const href = whatsappHref('https://wa.me/447700900725', summary);
    expect(href.startsWith('https://wa.me/447700900725?text=')).toBe(true);
    // Spaces as %20, as encodeURIComponent writes them (the URL API also escapes ' as %27).
    expect(href).toBe(new URL(`https://wa.me/447700900725?text=${encodeURIComponent(summary)}`).href);
    expect(href).not.toContain('+');
    expect(new URL(href).searchParams.get('text')).toBe(summary);
  });

  it('keeps a query the WhatsApp link already has, replacing any text', () => {
    const href = whatsappHref('https://api.whatsapp.com/send?phone=447700900725&text=old', 'Hello & welcome + more');
    const url = new URL(href);
    expect(url.searchParams.get('phone')).toBe('447700900725');
    expect(url.searchParams.getAll('text')).toEqual(['Hello & welcome + more']);
  });

  it('writes the e-mail subject from the service and postcode', () => {
    expect(emailSubject(request)).toBe('Quote request: New boiler, B60 3PD');
  });

  it('builds a mailto: link with the subject and a CRLF body', () => {
    const href = mailtoHref('enquiries@wheelwright-heating.example', emailSubject(request), summary);
    expect(href).toMatch(/^mailto:enquiries@wheelwright-heating\.example\?subject=[^&]+&body=[^&]+$/);
    expect(href).toContain('%0D%0A');
    expect(href).not.toMatch(/[\s\n]/);

    const [address, query] = href.slice('mailto:'.length).split('?');
    expect(address).toBe('enquiries@wheelwright-heating.example');
    const params = Object.fromEntries(
      query!.split('&').map((pair) => {
        const [key, value] = pair.split('=');
        return [key, decodeURIComponent(value!)];
      }),
    );
    expect(params).toEqual({
      subject: 'Quote request: New boiler, B60 3PD',
      body: summary.replaceAll('\n', '\r\n'),
    });
  });
});

describe('templateMessage', () => {
  it('gives the questions with blanks to fill in', () => {
    expect(templateMessage(BUSINESS)).toBe(
      "Hello Wheelwright Heating, I'd like a free quote.\n\nWhat I need: \nProperty type and bedrooms: \nPostcode: \nName: \nBest time to call: ",
    );
  });
});
