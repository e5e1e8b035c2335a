import { MailIcon, MessageIcon, PhoneIcon } from '@/components/icons';
import { getSite, mailtoHref, telHref } from '@/lib/site';

/** Shown where a hosted form would be, while no form address is configured: never a blank box. */
export function FormFallback({ title, purpose }: { title: string; purpose: string }) {
  const site = getSite();
  return (
    <div
      className="rounded-xl border-2 border-dashed border-brand-100 bg-brand-50 p-6 sm:p-8"
      data-testid="form-fallback"
    >
      <h3 className="text-xl font-bold text-slate-900">{title}</h3>
      <p className="mt-2 text-slate-700">{purpose}</p>
      <ul className="mt-5 space-y-3">
        <li>
          <a
            href={telHref(site)}
            className="inline-flex items-center gap-2 font-semibold nowrap-unless-narrow text-brand-800 hover:underline"
          >
            <PhoneIcon className="size-5" /> Call {site.phone.display}
          </a>
        </li>
        <li>
          <a
            href={mailtoHref(site)}
            className="inline-flex items-center gap-2 font-semibold break-all text-brand-800 hover:underline"
          >
            <MailIcon className="size-5 shrink-0" /> {site.email}
          </a>
        </li>
        <li>
          <a
            href={site.messaging.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 font-semibold text-brand-800 hover:underline"
          >
            <MessageIcon className="size-5" /> {site.messaging.label}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
