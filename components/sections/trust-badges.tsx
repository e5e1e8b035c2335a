import { CheckIcon, ClockIcon, FlameIcon, ShieldIcon } from '@/components/icons';
import type { SiteConfig } from '@/schemas/site';

/** "30+ years" as a badge heading: "30+ Years". */
const titleCase = (text: string) =>
  text.replace(/(^|\s)(\p{Ll})/gu, (_, space: string, letter: string) => space + letter.toUpperCase());

export function TrustBadges({ site }: { site: SiteConfig }) {
  const badges = [
    { label: 'Gas Safe Registered', detail: `Registration ${site.gasSafeNumber}`, Icon: ShieldIcon },
    {
      label: 'Manufacturer Accredited',
      detail: `Guarantees of up to ${site.boilerGuaranteeYears} years on new boilers`,
      Icon: CheckIcon,
    },
    {
      label: `${titleCase(site.experience)} Experience`,
      detail: `Heating homes since ${site.foundingYear}`,
      Icon: ClockIcon,
    },
    { label: 'OFTEC Registered', detail: 'Oil and renewable heating registration', Icon: FlameIcon },
  ];
  return (
    <section aria-label="Our credentials" className="bg-white">
      <ul className="mx-auto grid max-w-7xl grid-cols-1 gap-4 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        {badges.map(({ label, detail, Icon }) => (
          <li key={label} className="flex items-start gap-3 rounded-lg bg-brand-50 p-4">
            <Icon className="size-7 shrink-0 text-brand-700" />
            <div className="min-w-0">
              <p className="font-semibold text-slate-900">{label}</p>
              <p className="text-sm text-slate-700">{detail}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
