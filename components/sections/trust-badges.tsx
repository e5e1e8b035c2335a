import type { ReactNode } from 'react';
import { CheckIcon, ClockIcon, FlameIcon, LeafIcon, ShieldIcon } from '@/components/icons';
import type { SiteConfig } from '@/schemas/site';
import { CredentialCheck } from './trust-check';
import { checkableCredentials, type Credential } from './trust-credentials';

/** "30+ years" as a badge heading: "30+ Years". */
const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

/** Four badges in a row on a wide screen, or five (with MCS) in two rows of three and two. */
const columns: Record<number, string> = { 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-3 xl:grid-cols-5' };

interface Badge {
  key: string;
  /** The register, on a badge a homeowner can check. */
  register?: Credential['register'];
  label: string;
  detail: ReactNode;
  Icon: typeof ShieldIcon;
}

const checkBadge = (credential: Credential, Icon: typeof ShieldIcon): Badge => ({
  key: credential.register,
  register: credential.register,
  label: credential.claim,
  detail: <CredentialCheck credential={credential} />,
  Icon,
});

/**
 * The home page's credentials (the specification's four claims): Gas Safe linked to the register's
 * check, OFTEC too once its number is set (the plain claim until then), and MCS only once its number is set.
 */
export function TrustBadges({ site }: { site: SiteConfig }) {
  const credentials = new Map(checkableCredentials(site).map((credential) => [credential.register, credential]));
  const oftec = credentials.get('oftec');
  const mcs = credentials.get('mcs');
  const badges: Badge[] = [
    checkBadge(credentials.get('gasSafe')!, ShieldIcon),
    {
      key: 'manufacturer',
      label: 'Manufacturer Accredited',
      detail: <p>Guarantees of up to {site.boilerGuaranteeYears} years on new boilers</p>,
      Icon: CheckIcon,
    },
    {
      key: 'experience',
      label: `${titleCase(site.experience)} Experience`,
      detail: <p>Heating homes since {site.foundingYear}</p>,
      Icon: ClockIcon,
    },
    oftec
      ? checkBadge(oftec, FlameIcon)
      : {
          key: 'oftec',
          label: 'OFTEC Registered',
          detail: <p>Oil and renewable heating registration</p>,
          Icon: FlameIcon,
        },
    ...(mcs ? [checkBadge(mcs, LeafIcon)] : []),
  ];
  return (
    <section aria-label="Our credentials" className="bg-white" data-trust-badges="">
      <ul
        className={`mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-12 sm:grid-cols-2 sm:px-6 ${columns[badges.length]}`}
      >
        {badges.map(({ key, register, label, detail, Icon }) => (
          <li key={key} className="flex items-start gap-3 rounded-lg bg-brand-50 p-4" data-credential={register}>
            <Icon className="size-7 shrink-0 text-brand-700" />
            <div className="min-w-0 text-sm text-slate-700">
              <p className="text-base font-semibold text-slate-900">{label}</p>
              {detail}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
