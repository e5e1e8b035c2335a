import type { Metadata } from 'next';
import { ContactButtons } from '@/components/contact-buttons';
import {
  CheckIcon,
  FlameIcon,
  HomeIcon,
  LeafIcon,
  MapPinIcon,
  PhoneIcon,
  ShieldIcon,
  UsersIcon,
  WrenchIcon,
} from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { FeatureCard, Section } from '@/components/ui/section';
import { createMetadata } from '@/lib/metadata';
import { fullAddress, getSite } from '@/lib/site';
import { aboutPage, breadcrumbList } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/about';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'About Us', href: path },
];

function description() {
  const site = getSite();
  return `A family-run heating company in ${site.address.town} since ${site.foundingYear}: Gas Safe registered engineers with ${site.experience} of experience.`;
}

export function generateMetadata(): Metadata {
  const site = getSite();
  return createMetadata(site, {
    title: 'About Us',
    description: description(),
    path,
    keywords: [
      `family heating company ${site.address.town}`,
      `Gas Safe engineers ${site.address.county}`,
      `about ${site.name}`,
    ],
  });
}

export default function AboutPage() {
  const site = getSite();
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={aboutPage(site, path, description())} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero
          title={`About ${site.name}`}
          crumbs={crumbs}
          intro={
            <p>
              A family-run heating and gas engineering company, looking after homes across {site.address.county} since{' '}
              {site.foundingYear}.
            </p>
          }
        />
        <Section id="our-story" title="Our story">
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            <p>
              {site.name} began in {site.foundingYear} with a simple idea: do the job properly, explain it clearly and
              treat every home as if it were our own. With {site.experience} behind us we are still family-run and still
              based in {site.address.area}, {site.address.town}.
            </p>
            <p>
              Over those years we have moved with the times, from gas and oil boilers to air source heat pumps and air
              conditioning, so we can recommend what genuinely suits your home rather than the one thing we sell.{' '}
              {site.recommendationsPercent}% of our work comes from recommendations, which tells us we are getting it
              right.
            </p>
          </div>
        </Section>
        <Section id="values" title="What we stand for" tone="tint">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
            <li>
              <FeatureCard icon={<HomeIcon className="size-6" />} title="Family business">
                <p>You deal with the family and the engineers who do the work, from first call to aftercare.</p>
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<ShieldIcon className="size-6" />} title="Fully insured">
                <p>Every job is carried out by registered engineers and fully insured, for your peace of mind.</p>
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<CheckIcon className="size-6" />} title="Quality guaranteed">
                <p>
                  As manufacturer-accredited installers we offer guarantees of up to {site.boilerGuaranteeYears} years
                  on new boilers.
                </p>
              </FeatureCard>
            </li>
          </ul>
        </Section>
        <Section id="team" title="Our team">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            <li>
              <FeatureCard icon={<WrenchIcon className="size-6" />} title="Gas Safe engineers">
                <p>
                  Our engineers install, service and repair the boilers, heat pumps and air conditioning we recommend,
                  and every gas job is done by a Gas Safe registered engineer.
                </p>
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<UsersIcon className="size-6" />} title="Customer support">
                <p>
                  We answer enquiries {site.response.enquiries}, arrange free estimates within {site.response.estimates}{' '}
                  and keep you updated from first call to handover.
                </p>
              </FeatureCard>
            </li>
          </ul>
        </Section>
        <Section id="certifications" title="Certifications" tone="tint">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
            <li>
              <FeatureCard icon={<ShieldIcon className="size-6" />} title="Gas Safe Register">
                <p>
                  Registered with Gas Safe, number {site.gasSafeNumber}. Our gas work is carried out by Gas Safe
                  registered engineers.
                </p>
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<FlameIcon className="size-6" />} title="Manufacturer accreditation">
                <p>
                  Accredited installers, so your new boiler can carry the manufacturer&rsquo;s extended guarantee of up
                  to {site.boilerGuaranteeYears} years.
                </p>
              </FeatureCard>
            </li>
            <li>
              <FeatureCard icon={<LeafIcon className="size-6" />} title="Oil and renewable registration">
                <p>
                  OFTEC registered for oil heating and registered for renewable systems such as air source heat pumps.
                </p>
              </FeatureCard>
            </li>
          </ul>
        </Section>
        <Section id="coverage" title="Areas we cover">
          <div className="grid grid-cols-1 gap-8 md:grid-cols-3">
            <div>
              <h3 className="font-semibold text-slate-900">Main areas</h3>
              <ul className="mt-3 space-y-1 text-slate-700">
                {site.areas.primary.map((town) => (
                  <li key={town}>{town}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">We also cover</h3>
              <ul className="mt-3 space-y-1 text-slate-700">
                {site.areas.extended.map((town) => (
                  <li key={town}>{town}</li>
                ))}
              </ul>
            </div>
            <div>
              <h3 className="font-semibold text-slate-900">Our base</h3>
              <p className="mt-3 flex gap-2 text-slate-700">
                <MapPinIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{fullAddress(site)}</span>
              </p>
              <p className="mt-2 flex gap-2 text-slate-700">
                <PhoneIcon className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{site.phone.display}</span>
              </p>
            </div>
          </div>
          <ContactButtons actions={['quote', 'call']} quoteLabel="Contact Us" className="mt-10" />
        </Section>
      </>
    </PageShell>
  );
}
