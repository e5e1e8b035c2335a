import { describe, expect, it } from 'vitest';
import { checkContent } from '@/lib/content/check';
import {
  aboutPage,
  article,
  blog,
  breadcrumbList,
  contactPage,
  localBusiness,
  reviewsPage,
  service,
} from '@/lib/structured-data';
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
      author: { '@type': 'HVACBusiness', '@id': 'https://www.wheelwright-heating.example/#business' },
      publisher: {
        '@type': 'HVACBusiness',
        '@id': 'https://www.wheelwright-heating.example/#business',
        name: 'Wheelwright Heating',
        logo: 'https://www.wheelwright-heating.example/logo.png',
      },
    });
  });

  it('names the business with its address and logo wherever a page refers to it', () => {
    const whole = {
      '@type': 'HVACBusiness',
      '@id': 'https://www.wheelwright-heating.example/#business',
      name: 'Wheelwright Heating',
      telephone: '+441214960725',
      logo: 'https://www.wheelwright-heating.example/logo.png',
      address: { '@type': 'PostalAddress', addressLocality: 'Bromsgrove', postalCode: 'B60 3PD' },
    };
    expect(localBusiness(site)).toMatchObject(whole);
    expect(contactPage(site, '/contact', 'Contact').mainEntity).toMatchObject({
      ...whole,
      email: 'enquiries@wheelwright-heating.example',
    });
    expect(aboutPage(site, '/about', 'About').about).toMatchObject(whole);
    expect(reviewsPage(site, '/reviews', 'Reviews').mainEntity).toMatchObject(whole);
    expect(service(site, boilers).provider).toMatchObject(whole);
    expect(blog(site, '/knowledge-centre', 'Guides', [guide]).publisher).toMatchObject(whole);
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
    expect(blog(site, '/knowledge-centre', 'Guides', [guide]).blogPost).toEqual([
      {
        '@type': 'BlogPosting',
        '@id': 'https://www.wheelwright-heating.example/knowledge-centre/heat-pump-guide#article',
        headline: 'What is a Heat Pump?',
        url: 'https://www.wheelwright-heating.example/knowledge-centre/heat-pump-guide',
        datePublished: '2025-10-01T00:00:00+00:00',
      },
    ]);
    // The blog names each post by the @id its own page gives it in full.
    expect(article(site, guide)['@id']).toBe(
      'https://www.wheelwright-heating.example/knowledge-centre/heat-pump-guide#article',
    );
    expect(reviewsPage(site, '/reviews', 'Reviews').mainEntity).toMatchObject({
      aggregateRating: { ratingValue: 5, reviewCount: 100 },
    });
  });
});
