import { MessageIcon, PhoneIcon } from '@/components/icons';
import { ButtonLink, type ButtonVariant } from '@/components/ui/button-link';
import { getSite, quoteHref, telHref } from '@/lib/site';

export type ContactAction = 'quote' | 'call' | 'message';

interface ContactButtonsProps {
  actions?: readonly ContactAction[];
  quoteLabel?: string;
  /** What the quote request should have chosen already, such as "heat-pump". */
  service?: string;
  /** On dark backgrounds the secondary buttons switch to light ones. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Get a quote, call and message buttons; the number and links come from content/site.yaml. */
export function ContactButtons({
  actions = ['quote', 'call', 'message'],
  quoteLabel = 'Get Free Quote',
  service,
  tone = 'light',
  className = '',
}: ContactButtonsProps) {
  const site = getSite();
  const secondary: ButtonVariant = tone === 'dark' ? 'light' : 'outline';
  return (
    <div className={`flex flex-wrap gap-3 print:hidden ${className}`} data-pagefind-ignore>
      {actions.includes('quote') && <ButtonLink href={quoteHref(site, service)}>{quoteLabel}</ButtonLink>}
      {actions.includes('call') && (
        <ButtonLink href={telHref(site)} variant={secondary} className="nowrap-unless-narrow">
          <PhoneIcon className="size-5" />
          Call {site.phone.display}
        </ButtonLink>
      )}
      {actions.includes('message') && (
        <ButtonLink href={site.messaging.url} variant={secondary} external>
          <MessageIcon className="size-5" />
          {site.messaging.label}
          <span className="sr-only"> (opens in a new tab)</span>
        </ButtonLink>
      )}
    </div>
  );
}
