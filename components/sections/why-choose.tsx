import { ClockIcon, HomeIcon, ShieldIcon, UsersIcon } from '@/components/icons';
import { FeatureGrid } from '@/components/ui/section';
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
      text: `We reply to enquiries ${site.response.enquiries} and give free estimates within ${site.response.estimates}, with no call-out charge.`,
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
  return <FeatureGrid features={reasons} />;
}
