import type { QuoteRequest } from './answers';

const rooms = (count: string, noun: string) =>
  count.endsWith('+') ? `${count.slice(0, -1)} or more ${noun}s` : `${count} ${noun}${count === '1' ? '' : 's'}`;

/**
 * The request as a plain-text message for WhatsApp or e-mail, one answer a line; lines for
 * questions not asked or not answered are left out.
 */
export function composeSummary(request: QuoteRequest, businessName: string): string {
  const property = [
    request.propertyType.label,
    request.bedrooms && rooms(request.bedrooms, 'bedroom'),
    request.bathrooms && rooms(request.bathrooms, 'bathroom'),
  ].filter(Boolean);
  const lines = [
    `Hello ${businessName}, I'd like a free quote.`,
    '',
    `What I need: ${request.service.label}`,
    `Property: ${property.join(', ')}`,
    request.fuel && `Current heating: ${request.fuel.label}`,
    `Postcode: ${request.postcode}`,
    `Name: ${request.name}`,
    request.phone && `Phone: ${request.phone.display}`,
    request.email && `E-mail: ${request.email}`,
    request.callTime && `Best time to call: ${request.callTime.label}`,
    request.message && `\nMessage:\n${request.message}`,
  ];
  return lines.filter((line) => line !== undefined).join('\n');
}

/** The e-mail's subject line: "Quote request: New boiler, B60 3PD". */
export const emailSubject = (request: QuoteRequest) => `Quote request: ${request.service.label}, ${request.postcode}`;

/**
 * A WhatsApp link that opens a chat with `text` typed in, from the business's link such as
 * https://wa.me/447700900725. Any query the link already has is kept; a `text` in it is replaced.
 */
export function whatsappHref(messagingUrl: string, text: string): string {
  const url = new URL(messagingUrl);
  url.searchParams.delete('text');
  const kept = url.search.slice(1);
  // encodeURIComponent writes spaces as %20, which every WhatsApp app reads; searchParams would write "+".
  url.search = `${kept ? `${kept}&` : ''}text=${encodeURIComponent(text)}`;
  return url.href;
}

/**
 * A mailto: link (RFC 6068) that starts an e-mail to `email` with a subject and body. Line breaks in
 * the body are sent as CRLF (%0D%0A), as the RFC requires.
 */
export function mailtoHref(email: string, subject: string, body: string): string {
  const address = email.split('@').map(encodeURIComponent).join('@');
  const crlfBody = body.replace(/\r?\n/g, '\r\n');
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(crlfBody)}`;
}

/** The message to copy when the form cannot run: the questions with blanks to fill in. */
export function templateMessage(businessName: string): string {
  return [
    `Hello ${businessName}, I'd like a free quote.`,
    '',
    'What I need: ',
    'Property type and bedrooms: ',
    'Postcode: ',
    'Name: ',
    'Best time to call: ',
  ].join('\n');
}
