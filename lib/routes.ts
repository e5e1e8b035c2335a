/**
 * The pages written as React (not MDX). Together with the published MDX entries they make the
 * site's one list of routes, which feeds sitemap.xml, the /sitemap page and the link checks.
 */
export type StaticRouteGroup = 'Main Pages' | 'Hub' | 'Legal';

export interface StaticRoute {
  href: string;
  title: string;
  description: string;
  group: StaticRouteGroup;
  /** Last change of the page's content, for sitemap.xml. */
  lastModified: string;
}

export const staticRoutes: readonly StaticRoute[] = [
  {
    href: '/',
    title: 'Home',
    description: 'Boilers, heat pumps and air conditioning in Bromsgrove and Worcestershire.',
    group: 'Main Pages',
    lastModified: '2025-11-03',
  },
  {
    href: '/about',
    title: 'About Us',
    description: 'Our story, our values, our engineers and the areas we cover.',
    group: 'Main Pages',
    lastModified: '2025-11-03',
  },
  {
    href: '/contact',
    title: 'Contact',
    description: 'Ask for a free, no-obligation quote by form, phone or message.',
    group: 'Main Pages',
    lastModified: '2025-11-03',
  },
  {
    href: '/reviews',
    title: 'Customer Reviews',
    description: 'What our customers say about our work.',
    group: 'Main Pages',
    lastModified: '2025-11-03',
  },
  {
    href: '/knowledge-centre',
    title: 'Knowledge Centre',
    description: 'Guides and advice on boilers, heat pumps and saving energy.',
    group: 'Hub',
    lastModified: '2025-11-03',
  },
  {
    href: '/knowledge-centre/community',
    title: 'Community',
    description: 'Seasonal safety advice for families from our team.',
    group: 'Hub',
    lastModified: '2025-11-03',
  },
  {
    href: '/search',
    title: 'Search',
    description: 'Search every guide, service and policy on this website.',
    group: 'Hub',
    // The last change to what the page shows (its words without JavaScript, its further results).
    lastModified: '2026-11-24',
  },
  {
    href: '/sitemap',
    title: 'Sitemap',
    description: 'Every page of this website in one place.',
    group: 'Legal',
    lastModified: '2025-11-03',
  },
];

/** Where the jobs of Our work are listed, each under it: a page only once a job is published. */
export const OUR_WORK = '/our-work';
export const ourWorkPage = {
  title: 'Our Work',
  description:
    'Boilers, heat pumps and air conditioning we have fitted, serviced and repaired for homeowners near you, with our own photos.',
};

export const sitemapGroups = [
  'Main Pages',
  'Services',
  'Our Work',
  'Hub',
  'Boiler Advice',
  'Heat Pump Advice',
  'Energy Efficiency',
  'Industry Insights',
  'Community',
  'Legal',
] as const;
export type SitemapGroup = (typeof sitemapGroups)[number];

export interface SiteRoute {
  href: string;
  title: string;
  description: string;
  /** The group on the /sitemap page. */
  group: SitemapGroup;
  lastModified: string;
}
