import type { ComponentPropsWithoutRef } from 'react';

/** Links in content: plain links inside the site, a new tab for other websites. */
export function MdxLink({ href = '', children, ...props }: ComponentPropsWithoutRef<'a'>) {
  if (/^https?:/.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
