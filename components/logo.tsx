/**
 * The company mark: a flame in a house outline, drawn inline so it costs no request, and the name.
 * The header passes classes for the two when space is short (components/layout/site-header.tsx):
 * whatever they hide, the link keeps the company's name (its aria-label).
 */
export function Logo({
  name,
  className = '',
  markClassName = '',
  nameClassName = 'text-lg',
}: {
  name: string;
  className?: string;
  markClassName?: string;
  nameClassName?: string;
}) {
  return (
    // Named by aria-label as well as by its text: the header hides the text on the narrowest screens.
    <a
      href="/"
      aria-label={name}
      className={`inline-flex items-center gap-2 font-bold text-brand-800 no-underline ${className}`}
    >
      <svg
        viewBox="0 0 32 32"
        width="36"
        height="36"
        aria-hidden="true"
        focusable="false"
        className={`shrink-0 ${markClassName}`}
      >
        <path d="M4 14 16 4l12 10v14H4z" fill="#0b4d70" />
        <path
          d="M16 25c-3.3 0-5.5-2.2-5.5-5.2 0-2.6 1.9-4.2 3-6 .3 1.6 1.2 2.6 2.2 2.8-.4-2.7.9-5.2 2.8-6.6-.2 2.6 3 4.6 3 8.6 0 3.6-2.3 6.4-5.5 6.4z"
          fill="#fb923c"
        />
      </svg>
      <span className={`leading-tight ${nameClassName}`}>{name}</span>
    </a>
  );
}
