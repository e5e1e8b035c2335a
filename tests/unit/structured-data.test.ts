import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import { article, blog, breadcrumbList, localBusiness, reviewsPage, service } from '@/lib/structured-data';
import { site } from './site-fixture';
import path from 'node:path';

const content = checkContent({ root: path.resolve(import.meta.dirname, '../fixtures/base') });
const guide = content.articles[0]!;
const boilers = content.services[0]!;

describe('structured data builders', () => {
  it('describes the business as an HVACBusiness with address, phone, areas, rating and offers', () => {
    const data = localBusiness(site);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      name: 'Wheelwright Heating',
      telephone: '+441214960725',
      priceRange: '££',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Bromsgrove',
        addressRegion: 'Worcestershire',
        addressCountry: 'GB',
        postalCode: 'B60 3PD',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 5, reviewCount: 100 },
    });
    expect(data.areaServed).toEqual(
      ['Bromsgrove', 'Worcester', 'Redditch', 'Droitwich', 'Solihull'].map((name) => ({ '@type': 'City', name })),
    );
    expect(data.hasOfferCatalog).toMatchObject({ '@type': 'OfferCatalog' });
    expect(JSON.stringify(data.hasOfferCatalog).match(/"@type":"Offer"/g)).toHaveLength(3);
  });

  it('gives articles headline, dates with time zone, section, keywords, author and publisher', () => {
    expect(article(site, guide)).toMatchObject({
      '@type': 'Article',
      headline: 'What is a Heat Pump?',
      datePublished: '2025-10-01T00:00:00+00:00',
      dateModified: '2025-11-03T00:00:00+00:00',
      articleSection: 'Heat Pump Advice',
      keywords: 'heat pump',
      author: { '@type': 'Organization', name: 'Wheelwright Heating' },
      publisher: { '@type': 'Organization', name: 'Wheelwright Heating' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute addresses', () => {
    expect(
      breadcrumbList(site, [
        { name: 'Home', href: '/' },
        { name: 'Knowledge Centre', href: '/knowledge-centre' },
      ]).itemListElement,
    ).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.wheelwright-heating.example' },
      {
        '@type': 'ListItem',
        position: 2,
        name: 'Knowledge Centre',
        item: 'https://www.wheelwright-heating.example/knowledge-centre',
      },
    ]);
  });

  it('gives a service page its offer catalogue from frontmatter', () => {
    expect(service(site, boilers)).toMatchObject({
      '@type': 'Service',
      serviceType: 'Boiler installation, servicing and repair',
      hasOfferCatalog: {
        '@type': 'OfferCatalog',
        itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'New boiler installation' } }],
      },
    });
  });

  it('lists the articles of the blog and the 5.0 rating of the reviews page', () => {
    expect(blog(site, '/knowledge-centre', 'Guides', [guide]).blogPost).toHaveLength(1);
    expect(reviewsPage(site, '/reviews', 'Reviews').mainEntity).toMatchObject({
      aggregateRating: { ratingValue: '5.0', reviewCount: 100 },
    });
  });
});
