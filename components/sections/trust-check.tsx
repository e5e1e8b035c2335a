import { useId } from 'react';
import type { Credential } from './trust-credentials';

const linkTones = {
  light: 'text-brand-700 hover:text-brand-900',
  dark: 'text-white',
} as const;

export type TrustTone = keyof typeof linkTones;

/**
 * Our number, and the link to the register's search where a homeowner types it in. The registers give
 * no page per business, so the number is in the link's description too: a screen reader that jumps
 * from link to link still hears what to type.
 */
export function CredentialCheck({ credential, tone = 'light' }: { credential: Credential; tone?: TrustTone }) {
  const numberId = useId();
  return (
    <>
      <p id={numberId}>
        {credential.numberLabel} <span className="nowrap-unless-narrow">{credential.number}</span>
      </p>
      <a
        href={credential.checkUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-describedby={numberId}
        className={`underline underline-offset-2 ${linkTones[tone]}`}
        data-credential-check=""
      >
        {credential.checkText}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
