import type { Metadata } from 'next';
import { ContactButtons } from '@/components/contact-buttons';
import { CheckIcon, HomeIcon, ShieldIcon, WrenchIcon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { Stars } from '@/components/sections/stars';
import { SampleReviewsNote, TestimonialCard } from '@/components/sections/testimonial-card';
import { FeatureGrid, Section } from '@/components/ui/section';
import { getContent } from '@/lib/content';
import { listOf } from '@/lib/lists';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { breadcrumbList, reviewsPage } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/reviews';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Customer Reviews', href: path },
];

function description() {
  const site = getSite();
  return `Read what homeowners say about ${site.name}: rated ${site.rating.value.toFixed(1)} out of 5 from ${site.rating.count} reviews for boilers, heat pumps and air conditioning.`;
}

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), {
    title: 'Customer Reviews',
    description: description(),
    path,
    keywords: ['heating engineer reviews Bromsgrove', 'boiler installer reviews', 'customer testimonials'],
  });
}

const reasons = [
  {
    title: 'Professional Service',
    text: 'Clear advice, punctual engineers and tidy work, with a free, no-obligation quote before anything starts.',
    Icon: WrenchIcon,
  },
  {
    title: 'Local Family Business',
    text: 'A family-run team based in Bromsgrove, who know the area and look after their neighbours.',
    Icon: HomeIcon,
  },
  {
    title: 'Quality Workmanship',
    text: 'Gas Safe registered, manufacturer-accredited engineers who install to the manufacturer’s standards.',
    Icon: ShieldIcon,
  },
  {
    title: 'Fair Pricing',
    text: 'Free estimates, no call-out charge and honest advice on whether to repair or replace.',
    Icon: CheckIcon,
  },
];

export default function ReviewsPage() {
  const site = getSite();
  const { testimonials } = getContent();
  const featured = testimonials.filter((testimonial) => testimonial.featured).slice(0, 3);
  const dated = testimonials.filter((testimonial) => !testimonial.featured && testimonial.month && testimonial.year);
  const hasSamples = testimonials.some((testimonial) => testimonial.sample);
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={reviewsPage(site, path, description())} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero
          title="Customer Reviews"
          crumbs={crumbs}
          intro={
            <div className="flex flex-wrap items-center gap-3">
              <Stars rating={site.rating.value} className="size-7" />
              <p>
                Rated <strong>{site.rating.value.toFixed(1)}</strong> out of 5 from {site.rating.count} reviews
              </p>
            </div>
          }
        />
        {hasSamples && <SampleReviewsNote className="mx-auto mt-6 max-w-7xl px-4 sm:px-6" />}
        <Section id="featured-reviews" title="Featured reviews">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
            {featured.map((testimonial) => (
              <li key={`${testimonial.name}-${testimonial.town}`}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="recent-reviews" title="Recent reviews" tone="tint">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {dated.map((testimonial) => (
              <li key={`${testimonial.name}-${testimonial.town}-${testimonial.month}`}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
        </Section>
        <Section id="why-customers-choose" title={`Why Customers Choose ${site.name}`}>
          <FeatureGrid features={reasons} />
        </Section>
        <section aria-labelledby="closing-quote" className="on-dark bg-brand-800 text-white">
          <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6">
            <h2 id="closing-quote" className="text-2xl font-bold sm:text-3xl">
              Get Your Free Quote
            </h2>
            <p className="mt-3 max-w-2xl text-brand-50">
              Join our customers across {listOf(site.areas.primary)}: free estimates within {site.response.estimates}.
            </p>
            <ContactButtons actions={['quote', 'call']} quoteLabel="Get Your Free Quote" tone="dark" className="mt-6" />
          </div>
        </section>
      </>
    </PageShell>
  );
}
