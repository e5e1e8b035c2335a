import type { Metadata } from 'next';
import { JsonLd } from '@/components/json-ld';
import { ArticleCard } from '@/components/sections/article-card';
import { HomeHero } from '@/components/sections/home/home-hero';
import { NeedCards } from '@/components/sections/home/need-cards';
import { RecentWork } from '@/components/our-work/recent-work';
import { ServicesGrid } from '@/components/sections/services-grid';
import { SampleReviewsNote, TestimonialCard } from '@/components/sections/testimonial-card';
import { TrustBadges } from '@/components/sections/trust-badges';
import { WhyChoose } from '@/components/sections/why-choose';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { getArticles, getContent } from '@/lib/content';
import { createMetadata } from '@/lib/metadata';
import { listOf } from '@/lib/lists';
import { getSite } from '@/lib/site';
import { localBusiness, webSite } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

export function generateMetadata(): Metadata {
  const site = getSite();
  return createMetadata(site, {
    title: 'Boilers, Heat Pumps & Air Conditioning in Bromsgrove',
    description: `Gas Safe registered boiler installation, servicing and repair, heat pumps and air conditioning in ${site.address.town} and ${site.address.county}. ${site.experience} of experience.`,
    path: '/',
    keywords: [
      'heating engineer Bromsgrove',
      'boiler installation Worcestershire',
      'heat pump installer',
      'boiler service Bromsgrove',
      'air conditioning Bromsgrove',
    ],
  });
}

export default function HomePage() {
  const site = getSite();
  const testimonials = getContent()
    .testimonials.filter((testimonial) => testimonial.featured)
    .slice(0, 3);
  const articles = getArticles();
  const featured = [...articles.filter((article) => article.frontmatter.featured), ...articles].filter(
    (article, index, list) => list.indexOf(article) === index,
  );
  return (
    <PageShell current="/">
      <>
        <JsonLd data={localBusiness(site)} />
        <JsonLd data={webSite(site)} />
        <HomeHero site={site} />
        <NeedCards />
        <TrustBadges site={site} />
        <RecentWork />
        <Section id="why-choose" title={`Why Choose ${site.name}`} tone="tint">
          <WhyChoose site={site} />
        </Section>
        <Section
          id="services"
          title="Our Services"
          lead="Everything your home needs to stay warm, comfortable and efficient."
        >
          <ServicesGrid />
        </Section>
        <Section id="about" title={`About ${site.name}`} tone="tint">
          <div className="max-w-3xl space-y-4 text-lg text-slate-700">
            <p>
              We are a family-run heating and gas engineering company based in {site.address.area}, {site.address.town}.
              Since {site.foundingYear} we have installed, serviced and repaired heating systems for homeowners and
              businesses across {listOf(site.areas.primary)}.
            </p>
            <p>
              {site.recommendationsPercent}% of our work comes from recommendations. We give straight answers, clear
              prices and tidy workmanship, and we are here for you long after the installation.
            </p>
          </div>
          <ButtonLink href="/contact" className="mt-8">
            Get Your Free Estimate
          </ButtonLink>
        </Section>
        <Section
          id="testimonials"
          title="What Our Customers Say"
          lead={`Rated ${site.rating.value} out of 5 from ${site.rating.count} reviews.`}
        >
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
            {testimonials.map((testimonial) => (
              <li key={`${testimonial.name}-${testimonial.town}`}>
                <TestimonialCard testimonial={testimonial} />
              </li>
            ))}
          </ul>
          {testimonials.some((testimonial) => testimonial.sample) && <SampleReviewsNote className="mt-4" />}
          <ButtonLink href="/reviews" variant="outline" className="mt-8">
            View All Reviews
          </ButtonLink>
        </Section>
        <Section
          id="knowledge-centre"
          title="From Our Knowledge Centre"
          lead="Practical guides to help you make the right decision."
          tone="tint"
        >
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-2">
            {featured.slice(0, 2).map((article) => (
              <li key={article.route}>
                <ArticleCard article={article} />
              </li>
            ))}
          </ul>
          <ButtonLink href="/knowledge-centre" variant="outline" className="mt-8">
            View All Articles
          </ButtonLink>
        </Section>
      </>
    </PageShell>
  );
}
