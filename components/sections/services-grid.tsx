import { ArrowRightIcon, FanIcon, FlameIcon, HeatPumpIcon } from '@/components/icons';
import { FeatureCard } from '@/components/ui/section';

const services = [
  {
    title: 'Boilers',
    text: 'New boiler installation, annual servicing and repairs with no call-out charge, by Gas Safe registered engineers, with manufacturer guarantees.',
    href: '/boilers',
    Icon: FlameIcon,
  },
  {
    title: 'Heat Pumps',
    text: 'Air source heat pumps designed for your home, producing 3–4 times as much heat as the electricity they use.',
    href: '/heat-pumps',
    Icon: HeatPumpIcon,
  },
  {
    title: 'Air Conditioning',
    text: 'Efficient cooling and heating for homes and businesses, from single rooms to multi-split systems.',
    href: '/air-conditioning',
    Icon: FanIcon,
  },
];

export function ServicesGrid() {
  return (
    <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
      {services.map(({ title, text, href, Icon }) => (
        <li key={href}>
          <FeatureCard icon={<Icon className="size-6" />} title={title}>
            <p>{text}</p>
            <a href={href} className="mt-4 inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline">
              Learn More<span className="sr-only"> about {title.toLowerCase()}</span>
              <ArrowRightIcon className="size-4" />
            </a>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
