import { ArrowRightIcon, FlameIcon, HeatPumpIcon, WrenchIcon } from '@/components/icons';

const cards = [
  {
    title: 'Do you need a new boiler?',
    text: 'Honest advice on repair or replacement, and a free, no-obligation quote for an efficient new boiler.',
    href: '/boilers',
    Icon: FlameIcon,
  },
  {
    title: 'Does your boiler need a service?',
    text: 'A yearly service keeps your boiler safe and efficient, with your certificate on the same day.',
    href: '/boilers',
    Icon: WrenchIcon,
  },
  {
    title: 'Interested in a Heat Pump installation?',
    text: 'Find out whether an air source heat pump suits your home and what grants could cover.',
    href: '/heat-pumps',
    Icon: HeatPumpIcon,
  },
];

export function NeedCards() {
  return (
    <section aria-label="How can we help?" className="bg-white">
      <ul className="mx-auto -mt-8 grid max-w-7xl grid-cols-1 gap-4 px-4 sm:px-6 md:grid-cols-3">
        {cards.map(({ title, text, href, Icon }) => (
          <li
            key={title}
            className="relative rounded-xl border border-slate-200 bg-white p-6 shadow-md transition-colors hover:border-brand-600"
          >
            <Icon className="size-8 text-flame-600" />
            <h2 className="mt-3 text-lg font-semibold text-slate-900">
              <a href={href} className="after:absolute after:inset-0 hover:underline">
                {title}
              </a>
            </h2>
            <p className="mt-2 text-slate-700">{text}</p>
            <ArrowRightIcon className="mt-3 size-5 text-brand-700" />
          </li>
        ))}
      </ul>
    </section>
  );
}
