import type { ReactNode } from 'react';
import { ContactButtons } from '@/components/contact-buttons';
import type { CallToActionProps } from '@/schemas/components';

/**
 * A closing invitation to get in touch: quote, call and messaging buttons from the site settings. A
 * group, not a section: a landmark's name must be unique on its page, and a page may invite twice alike.
 */
export function CallToAction({
  title,
  actions,
  quoteLabel,
  service,
  children,
}: CallToActionProps & { children?: ReactNode; service?: string }) {
  return (
    <div
      role="group"
      data-pagefind-ignore
      className="on-dark my-10 rounded-xl bg-brand-800 p-6 text-white max-[15rem]:p-4 sm:p-8 print:hidden"
      aria-label={title}
    >
      <p className="text-xl font-bold sm:text-2xl">{title}</p>
      {children ? <div className="mt-3 text-brand-50 [&_a]:text-white [&_a]:underline">{children}</div> : null}
      <ContactButtons actions={actions} quoteLabel={quoteLabel} service={service} tone="dark" className="mt-6" />
    </div>
  );
}
