import { shareVariant } from '@/lib/pictures';
import type {
  AboutPage,
  AggregateRating,
  Article,
  Blog,
  BreadcrumbList,
  ContactPage,
  HVACBusinessLeaf,
  OfferCatalog,
  PostalAddress,
  Service,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import type { Article as ArticleEntry, ServicePage } from '@/lib/content';
import { isoDateTime } from '@/lib/metadata';
import { LOGO, ogImagePath } from '@/lib/og';
import { absoluteUrl } from '@/lib/site';
import type { SiteConfig } from '@/schemas/site';

/** A step of a page's breadcrumbs: Home / … / the page itself. */
export interface Crumb {
  name: string;
  href: string;
}

/** Typed schema.org builders; each page renders its own through <JsonLd>. */

const businessId = (site: SiteConfig) => `${site.url}/#business`;
const websiteId = (site: SiteConfig) => `${site.url}/#website`;
/** An article's own node: its page gives it in full, the knowledge centre's Blog names it by this. */
const articleId = (site: SiteConfig, entry: ArticleEntry) => `${absoluteUrl(site, entry.route)}#article`;

/** The website itself, on the home page: the name search engines should show for it. */
export function webSite(site: SiteConfig): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': websiteId(site),
    name: site.name,
    url: site.url,
    inLanguage: 'en-GB',
    publisher: { '@id': businessId(site) },
  };
}

/** The three services, as the offer catalogue of the business. */
export const mainServices = [
  { name: 'Boiler installation, servicing and repair', path: '/boilers' },
  { name: 'Air source heat pump installation', path: '/heat-pumps' },
  { name: 'Air conditioning installation and maintenance', path: '/air-conditioning' },
] as const;

function offerCatalog(
  site: SiteConfig,
  name: string,
  items: readonly { name: string; description?: string; url?: string }[],
): OfferCatalog {
  return {
    '@type': 'OfferCatalog',
    name,
    itemListElement: items.map((item) => ({
      '@type': 'Offer',
      itemOffered: {
        '@type': 'Service',
        name: item.name,
        description: item.description,
        url: item.url,
        provider: { '@id': businessId(site) },
      },
    })),
  };
}

function postalAddress(site: SiteConfig): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: `${site.address.street}, ${site.address.area}`,
    addressLocality: site.address.town,
    addressRegion: site.address.county,
    postalCode: site.address.postcode,
    addressCountry: site.address.country,
  };
}

/** The company's mark, a square PNG (app/logo.png/route.tsx). */
const logo = (site: SiteConfig) => absoluteUrl(site, LOGO.path);

/**
 * The business where another page names it (as provider, publisher, the page's subject): the same
 * @id as the home page's full entry, with what a search engine needs of it on a page read alone
 * (name, address, telephone, logo).
 */
function businessReference(
  site: SiteConfig,
  extra: Partial<Pick<HVACBusinessLeaf, 'email' | 'aggregateRating'>> = {},
): HVACBusinessLeaf {
  return {
    '@type': 'HVACBusiness',
    '@id': businessId(site),
    name: site.name,
    url: site.url,
    telephone: site.phone.international,
    address: postalAddress(site),
    logo: logo(site),
    ...extra,
  };
}

export function localBusiness(site: SiteConfig): WithContext<HVACBusinessLeaf> {
  return {
    '@context': 'https://schema.org',
    // What every page that names the business gives, then what only this whole entry says.
    ...businessReference(site, { email: site.email }),
    description: site.blurb,
    priceRange: site.priceRange,
    foundingDate: String(site.foundingYear),
    image: logo(site),
    areaServed: site.areas.primary.map((town) => ({ '@type': 'City', name: town })),
    knowsAbout: mainServices.map((service) => service.name),
    aggregateRating: aggregateRating(site),
    hasOfferCatalog: offerCatalog(
      site,
      'Heating services',
      mainServices.map((service) => ({ name: service.name, url: absoluteUrl(site, service.path) })),
    ),
    sameAs: site.social.length > 0 ? site.social : undefined,
  };
}

export function breadcrumbList(site: SiteConfig, crumbs: readonly Crumb[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(site, crumb.href),
    })),
  };
}

export function aboutPage(site: SiteConfig, path: string, description: string): WithContext<AboutPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    name: `About ${site.name}`,
    description,
    url: absoluteUrl(site, path),
    about: businessReference(site),
  };
}

export function contactPage(site: SiteConfig, path: string, description: string): WithContext<ContactPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ContactPage',
    name: `Contact ${site.name}`,
    description,
    url: absoluteUrl(site, path),
    mainEntity: businessReference(site, { email: site.email }),
  };
}

export function service(site: SiteConfig, page: ServicePage): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: page.frontmatter.title,
    serviceType: page.frontmatter.serviceType,
    description: page.frontmatter.description,
    url: absoluteUrl(site, page.route),
    provider: businessReference(site),
    areaServed: [...site.areas.primary, ...site.areas.extended].map((town) => ({ '@type': 'City', name: town })),
    hasOfferCatalog: offerCatalog(site, page.frontmatter.serviceType, page.frontmatter.offers),
  };
}

export function blog(
  site: SiteConfig,
  path: string,
  description: string,
  articles: readonly ArticleEntry[],
): WithContext<Blog> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Blog',
    name: `${site.name} Knowledge Centre`,
    description,
    url: absoluteUrl(site, path),
    publisher: businessReference(site),
    blogPost: articles.map((article) => ({
      '@type': 'BlogPosting',
      '@id': articleId(site, article),
      headline: article.frontmatter.title,
      url: absoluteUrl(site, article.route),
      datePublished: isoDateTime(article.frontmatter.datePublished),
    })),
  };
}

export function article(site: SiteConfig, entry: ArticleEntry): WithContext<Article> {
  const { frontmatter } = entry;
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    '@id': articleId(site, entry),
    headline: frontmatter.title,
    description: frontmatter.description,
    url: absoluteUrl(site, entry.route),
    mainEntityOfPage: absoluteUrl(site, entry.route),
    datePublished: isoDateTime(frontmatter.datePublished),
    dateModified: isoDateTime(frontmatter.dateModified),
    articleSection: frontmatter.category,
    keywords: frontmatter.keywords.join(', '),
    author: businessReference(site),
    publisher: businessReference(site),
    // Its own picture, or its share card (app/og/[...path]/route.tsx), as og:image names it.
    image: absoluteUrl(site, entry.picture ? shareVariant(entry.picture).url : ogImagePath(entry.route)),
    inLanguage: 'en-GB',
  };
}

/** The business's rating, written the same way on every page that gives it: a number, like 5. */
function aggregateRating(site: SiteConfig): AggregateRating {
  return {
    '@type': 'AggregateRating',
    ratingValue: site.rating.value,
    reviewCount: site.rating.count,
    bestRating: 5,
    worstRating: 1,
  };
}

export function reviewsPage(site: SiteConfig, path: string, description: string): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name: 'Customer Reviews',
    description,
    url: absoluteUrl(site, path),
    mainEntity: businessReference(site, {
      aggregateRating: aggregateRating(site),
    }),
  };
}

export function webPage(site: SiteConfig, path: string, name: string, description: string): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    name,
    description,
    url: absoluteUrl(site, path),
    isPartOf: { '@type': 'WebSite', '@id': websiteId(site), name: site.name, url: site.url },
  };
}
