import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMetadata, robots } from '@/lib/metadata';
import { copyrightYears } from '@/lib/site';
import { site } from './site-fixture';

describe('createMetadata', () => {
  it('builds title, description, canonical without a trailing slash, keywords and a large card with its share image', () => {
    const metadata = createMetadata(site, {
      title: 'About Us',
      description: 'Our story.',
      path: '/about',
      keywords: ['heating', 'Bromsgrove'],
    });
    expect(metadata.title).toBe('About Us | Wheelwright Heating');
    expect(metadata.description).toBe('Our story.');
    expect(metadata.alternates?.canonical).toBe('https://www.wheelwright-heating.example/about');
    expect(metadata.keywords).toEqual(['heating', 'Bromsgrove']);
    expect(metadata.openGraph).toMatchObject({
      type: 'website',
      siteName: 'Wheelwright Heating',
      locale: 'en_GB',
      url: 'https://www.wheelwright-heating.example/about',
    });
    const card = {
      url: 'https://www.wheelwright-heating.example/og/about.png',
      alt: 'About Us: Wheelwright Heating, Bromsgrove',
      width: 1200,
      height: 630,
    };
    expect(metadata.openGraph?.images).toEqual([card]);
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [card] });
    expect(createMetadata(site, { title: 'Home', description: 'x', path: '/' }).openGraph?.images).toEqual([
      expect.objectContaining({ url: 'https://www.wheelwright-heating.example/og/home.png' }),
    ]);
    expect(
      createMetadata(site, { title: 'Not found', description: 'x', path: '/404', noindex: true }).openGraph?.images,
    ).toEqual([expect.objectContaining({ url: 'https://www.wheelwright-heating.example/og/home.png' })]);
  });

  it('gives a title too wide for a search result with the site name alone (DECISIONS.md), in every title it writes', () => {
    const title = 'Heat Pump Installation Requirements: What Your Home Needs';
    const metadata = createMetadata(site, {
      title,
      description: 'x',
      path: '/knowledge-centre/heat-pump-installation-requirements',
    });
    expect(metadata.title).toBe(title);
    expect(metadata.openGraph?.title).toBe(title);
    expect(metadata.twitter?.title).toBe(title);
    expect(createMetadata(site, { title, description: 'x', path: '/' }).title).toBe(`Wheelwright Heating | ${title}`);
  });

  it('uses the bare site address as the home page canonical', () => {
    expect(createMetadata(site, { title: 'Home', description: 'x', path: '/' }).alternates?.canonical).toBe(
      'https://www.wheelwright-heating.example',
    );
  });

  it('describes articles with author and dates, and a large card when there is an image', () => {
    const metadata = createMetadata(site, {
      title: 'What is a Heat Pump?',
      description: 'A guide.',
      path: '/knowledge-centre/heat-pump-guide',
      type: 'article',
      publishedTime: '2025-10-01',
      modifiedTime: '2025-11-03',
      image: { src: '/images/heat-pump.png', alt: 'A heat pump', width: 1200, height: 630 },
    });
    expect(metadata.openGraph).toMatchObject({
      type: 'article',
      authors: ['https://www.wheelwright-heating.example/about'],
      publishedTime: '2025-10-01T00:00:00+00:00',
      modifiedTime: '2025-11-03T00:00:00+00:00',
      images: [{ url: 'https://www.wheelwright-heating.example/images/heat-pump.png', alt: 'A heat pump' }],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
  });

  it('links the knowledge centre feeds from every page', () => {
    for (const noindex of [false, true])
      expect(createMetadata(site, { title: 'x', description: 'x', path: '/x', noindex }).alternates?.types).toEqual({
        'application/rss+xml': [
          { url: '/knowledge-centre/feed.xml', title: 'Wheelwright Heating Knowledge Centre (RSS)' },
        ],
        'application/atom+xml': [
          { url: '/knowledge-centre/atom.xml', title: 'Wheelwright Heating Knowledge Centre (Atom)' },
        ],
        'application/feed+json': [
          { url: '/knowledge-centre/feed.json', title: 'Wheelwright Heating Knowledge Centre (JSON Feed)' },
        ],
      });
  });

  it('keeps pages marked noindex out of search results and without a canonical', () => {
    const metadata = createMetadata(site, {
      title: '404 Page Not Found',
      description: 'x',
      path: '/404',
      noindex: true,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
    expect(metadata.alternates?.canonical).toBeUndefined();
  });

  describe('in a preview build (PREVIEW_BUILD=true)', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('keeps every page out of search results, its links unfollowed', () => {
      vi.stubEnv('PREVIEW_BUILD', 'true');
      const page = createMetadata(site, { title: 'About', description: 'x', path: '/about' });
      expect(page.robots).toEqual({ index: false, follow: false });
      expect(robots(true)).toEqual({ index: false, follow: false });
    });

    it('leaves the live build listed', () => {
      vi.stubEnv('PREVIEW_BUILD', '');
      expect(createMetadata(site, { title: 'About', description: 'x', path: '/about' }).robots).toBeUndefined();
      vi.stubEnv('PREVIEW_BUILD', 'false');
      expect(robots(false)).toBeUndefined();
    });
  });
});

describe('copyrightYears', () => {
  it('runs from 2024 to the build year', () => {
    expect(copyrightYears(site, 2026)).toBe('2024–2026');
    expect(copyrightYears(site, 2024)).toBe('2024');
  });
});
