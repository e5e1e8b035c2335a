import { describe, expect, it } from 'vitest';
import { localBusiness } from '@/lib/structured-data';
import { loadVocabulary, vocabularyFaults } from '../support/schema-org';
import { site } from './site-fixture';

const vocabulary = loadVocabulary();

describe('the schema.org vocabulary check', () => {
  it('knows a type and the properties it inherits', () => {
    const properties = vocabulary.propertiesOf('HVACBusiness');
    expect(properties).toBeDefined();
    // Own (LocalBusiness), from Organization and from Thing.
    expect([...properties!]).toEqual(expect.arrayContaining(['priceRange', 'areaServed', 'telephone', 'name']));
    expect(vocabulary.propertiesOf('HeatingBusiness')).toBeUndefined();
  });

  it('names unknown types, unknown properties and untyped objects, with their path', () => {
    expect(
      vocabularyFaults(vocabulary, {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: 'Fine',
        publishedOn: '2025-10-01',
        author: { '@type': 'Organisation', name: 'Wheelwright Heating' },
        publisher: { name: 'Wheelwright Heating' },
      }),
    ).toEqual([
      '$: Article has no property "publishedOn" in schema.org',
      '$.author: "Organisation" is not a schema.org type',
      '$.publisher.name: an object without "@type" (only references by "@id" may leave it out)',
    ]);
  });

  it('accepts the local business the home page publishes', () => {
    expect(vocabularyFaults(vocabulary, localBusiness(site))).toEqual([]);
  });
});
