import { ClockIcon, HomeIcon, ShieldIcon, UsersIcon } from '@/components/icons';
import { FeatureCard } from '@/components/ui/section';
import type { SiteConfig } from '@/schemas/site';

export function WhyChoose({ site }: { site: SiteConfig }) {
  const reasons = [
    {
      title: 'Local and family-run',
      text: `A ${site.address.town} family business since ${site.foundingYear}: you deal with the people who do the work.`,
      Icon: HomeIcon,
    },
    {
      title: 'Quick, free estimates',
      text: 'We reply to enquiries the same day and give free estimates within 48 hours, with no call-out charge.',
      Icon: ClockIcon,
    },
    {
      title: 'Qualified and accredited',
      text: `Gas Safe registered (${site.gasSafeNumber}) and manufacturer accredited, with guarantees of up to ${site.boilerGuaranteeYears} years on new boilers.`,
      Icon: ShieldIcon,
    },
    {
      title: 'Recommended by customers',
      text: `${site.recommendationsPercent}% of our work comes from recommendations, and we are rated ${site.rating.value} out of 5 from ${site.rating.count} reviews.`,
      Icon: UsersIcon,
    },
  ];
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {reasons.map(({ title, text, Icon }) => (
        <li key={title}>
          <FeatureCard icon={<Icon className="size-6" />} title={title}>
            <p>{text}</p>
          </FeatureCard>
        </li>
      ))}
    </ul>
  );
}
