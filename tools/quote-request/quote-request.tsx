import { MailIcon, MessageIcon, PhoneIcon } from '@/components/icons';
import { Island } from '@/components/islands/island';
import { getSite, telHref } from '@/lib/site';
import { mailtoHref, templateMessage, whatsappHref } from './message';

/**
 * The quote request on /contact: the island, and for a visitor without JavaScript a WhatsApp
 * message and an e-mail with the questions ready to fill in, and the phone number.
 */
export function QuoteRequestPanel() {
  const site = getSite();
  const template = templateMessage(site.name);
  const link = 'inline-flex items-center gap-2 font-semibold text-brand-800 underline-offset-2 hover:underline';
  return (
    <div className="rounded-xl border border-slate-200 bg-slate-50 p-5 sm:p-8 print:hidden" data-pagefind-ignore>
      <p className="tool-needs-script mb-6 text-slate-700">
        Answer a few questions and send them to us on WhatsApp or by e-mail, ready for us to reply with a price. Your
        answers stay in your browser until you send them.
      </p>
      <Island
        name="QuoteRequestIsland"
        props={{
          business: {
            name: site.name,
            email: site.email,
            messagingUrl: site.messaging.url,
            phone: { display: site.phone.display, href: telHref(site) },
          },
          areas: site.areas.postcodeDistricts,
        }}
        className="tool-needs-script"
      />
      <noscript>
        <p className="text-slate-700">
          Send us a message with these questions answered, and we will reply with a price:
        </p>
        <pre className="mt-3 rounded-lg bg-white p-4 font-sans whitespace-pre-wrap ring-1 ring-slate-200">
          {template}
        </pre>
        <ul className="mt-5 space-y-3">
          <li>
            <a
              href={whatsappHref(site.messaging.url, template)}
              target="_blank"
              rel="noopener noreferrer"
              className={link}
            >
              <MessageIcon className="size-5" /> Send it on WhatsApp
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={mailtoHref(site.email, 'Quote request', template)} className={link}>
              <MailIcon className="size-5" /> Send it by e-mail
            </a>
          </li>
          <li>
            <a href={telHref(site)} className={`${link} nowrap-unless-narrow`}>
              <PhoneIcon className="size-5" /> Or call {site.phone.display}
            </a>
          </li>
        </ul>
      </noscript>
    </div>
  );
}
