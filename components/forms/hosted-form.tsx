import { getSite } from '@/lib/site';
import { FormFallback } from './form-fallback';

interface HostedFormProps {
  kind: 'quote' | 'subscribe';
  title: string;
  /** What the fallback says the visitor can do instead. */
  fallbackText: string;
}

const heights = { quote: 800, subscribe: 431 } as const;

/** The hosted quote or subscribe form, or the phone, e-mail and messaging fallback when none is set. */
export function HostedForm({ kind, title, fallbackText }: HostedFormProps) {
  const site = getSite();
  const url = kind === 'quote' ? site.forms.quoteUrl : site.forms.subscribeUrl;
  if (!url) return <FormFallback title={title} purpose={fallbackText} />;
  return (
    <iframe
      src={url}
      title={title}
      loading="lazy"
      height={heights[kind]}
      className="block w-full rounded-xl border border-slate-200 bg-white"
      style={{ height: heights[kind] }}
    />
  );
}
