import { getSite, telHref } from '@/lib/site';
import { Island } from '@/components/islands/island';
import { FormFallback } from './form-fallback';

interface HostedFormProps {
  kind: 'quote' | 'subscribe';
  title: string;
  /** What the fallback says the visitor can do instead. */
  fallbackText: string;
}

const heights = { quote: 800, subscribe: 431 } as const;

/**
 * The hosted quote or subscribe form. With no form address configured, the phone, e-mail and
 * messaging fallback instead, and no JavaScript at all.
 */
export function HostedForm({ kind, title, fallbackText }: HostedFormProps) {
  const site = getSite();
  const url = kind === 'quote' ? site.forms.quoteUrl : site.forms.subscribeUrl;
  const fallback = <FormFallback title={title} purpose={fallbackText} />;
  if (!url) return fallback;
  return (
    <Island
      name="EmbeddedFormIsland"
      props={{
        src: url,
        title,
        height: heights[kind],
        scriptSrc: site.forms.embedScriptUrl,
        phone: { display: site.phone.display, href: telHref(site) },
      }}
      slots={{
        placeholder: (
          <FormFallback title={title} purpose="The form is loading. If you prefer, call, e-mail or message us:" />
        ),
      }}
    />
  );
}
