/** The company mark: a flame in a house outline, drawn inline so it costs no request. */
export function Logo({ name, className = '' }: { name: string; className?: string }) {
  return (
    <a href="/" className={`inline-flex items-center gap-2 font-bold text-brand-800 no-underline ${className}`}>
      <svg viewBox="0 0 32 32" width="36" height="36" aria-hidden="true" focusable="false">
        <path d="M4 14 16 4l12 10v14H4z" fill="#0b4d70" />
        <path
          d="M16 25c-3.3 0-5.5-2.2-5.5-5.2 0-2.6 1.9-4.2 3-6 .3 1.6 1.2 2.6 2.2 2.8-.4-2.7.9-5.2 2.8-6.6-.2 2.6 3 4.6 3 8.6 0 3.6-2.3 6.4-5.5 6.4z"
          fill="#fb923c"
        />
      </svg>
      <span className="text-lg leading-tight">{name}</span>
    </a>
  );
}
