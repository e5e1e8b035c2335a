import type { ReactNode } from 'react';

const variants = {
  primary: 'bg-flame-600 text-white hover:bg-flame-700',
  outline: 'border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50',
  light: 'bg-white text-brand-800 hover:bg-brand-50',
} as const;

export type ButtonVariant = keyof typeof variants;

interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  className?: string;
  /** External links (messaging app) open in a new tab. */
  external?: boolean;
}

// Where room is short (a 320 px phone, or larger text) the padding narrows, so that "Call" and its
// number, which must not break, fit the screen even with wider letter and word spacing (WCAG 1.4.12).
// Where it is very short (a phone with its text at 200%) the icon gives way too, so that a one-word
// label such as "Whatsapp" still fits.
export function buttonClasses(variant: ButtonVariant = 'primary', className = '') {
  return `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-base font-semibold no-underline transition-colors max-[22.5rem]:px-3 max-[15rem]:[&>svg]:hidden ${variants[variant]} ${className}`;
}

/** A link styled as a button: a plain link, which external ones (the messaging app) open in a new tab. */
export function ButtonLink({ href, children, variant = 'primary', className, external }: ButtonLinkProps) {
  const classes = buttonClasses(variant, className);
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} data-button="">
        {children}
      </a>
    );
  }
  return (
    <a href={href} className={classes} data-button="">
      {children}
    </a>
  );
}
