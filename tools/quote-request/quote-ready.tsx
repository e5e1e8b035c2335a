import type { RefObject } from 'react';
import { mailtoHref, whatsappHref } from './message';

export interface QuoteBusiness {
  name: string;
  email: string;
  messagingUrl: string;
  phone: { display: string; href: string };
}

/** The request ready to send: the message to check, and WhatsApp, e-mail or a call to send it. */
export function QuoteReady({
  id,
  message,
  business,
  headingRef,
  onEdit,
}: {
  id: string;
  message: { text: string; subject: string };
  business: QuoteBusiness;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onEdit: () => void;
}) {
  return (
    <section aria-labelledby={`${id}-ready`} data-testid="quote-ready">
      <h3 id={`${id}-ready`} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-900">
        Your request is ready to send
      </h3>
      <p className="mt-2 text-slate-700">
        Check it, then choose how to send it. WhatsApp and e-mail open with everything filled in: nothing reaches us
        until you press send there.
      </p>
      <pre
        className="mt-4 rounded-lg bg-white p-4 font-sans text-base whitespace-pre-wrap text-slate-900 ring-1 ring-slate-200"
        data-testid="quote-summary"
      >
        {message.text}
      </pre>
      <div className="mt-6 flex flex-wrap gap-3">
        <a
          href={whatsappHref(business.messagingUrl, message.text)}
          target="_blank"
          rel="noopener noreferrer"
          className="tool-button"
        >
          Send on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
        </a>
        <a href={mailtoHref(business.email, message.subject, message.text)} className="tool-button">
          Send by e-mail
        </a>
        <a href={business.phone.href} className="tool-button-secondary nowrap-unless-narrow">
          Or call {business.phone.display}
        </a>
      </div>
      <button type="button" onClick={onEdit} className="mt-6 font-semibold text-brand-700 underline">
        Change your answers
      </button>
    </section>
  );
}
