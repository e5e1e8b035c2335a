import { getSiteConfig } from '@/lib/content';
import type { SiteConfig } from '@/schemas/site';

const env = (name: string) => process.env[name]?.trim() || undefined;

/**
 * The business facts from content/site.yaml. At build time SITE_URL overrides the address, and
 * QUOTE_FORM_URL, SUBSCRIBE_FORM_URL and FORM_EMBED_SCRIPT_URL the hosted forms, so a deployment
 * (or a staging build) can differ without editing content.
 */
export function getSite(): SiteConfig {
  const site = getSiteConfig();
  return {
    ...site,
    url: env('SITE_URL')?.replace(/\/+$/, '') ?? site.url,
    forms: {
      quoteUrl: env('QUOTE_FORM_URL') ?? site.forms.quoteUrl,
      subscribeUrl: env('SUBSCRIBE_FORM_URL') ?? site.forms.subscribeUrl,
      embedScriptUrl: env('FORM_EMBED_SCRIPT_URL') ?? site.forms.embedScriptUrl,
    },
  };
}

/**
 * A preview build, of a pull request (PREVIEW_BUILD=true, set by the deploy workflow): every page and
 * response asks search engines not to list it, so a preview is never found in place of the live site.
 */
export const isPreviewBuild = () => ['true', '1', 'yes'].includes(env('PREVIEW_BUILD')?.toLowerCase() ?? '');

/** The response promise in one line, for lists of facts: "Replies to enquiries the same day, …". */
export const responseTime = (site: SiteConfig) =>
  `Replies to enquiries ${site.response.enquiries}, free estimates within ${site.response.estimates}`;

export const telHref = (site: SiteConfig) => `tel:${site.phone.international}`;
export const gasEmergencyHref = (site: SiteConfig) => `tel:${site.gasEmergency.international}`;

/** The quote request, with what the visitor needs chosen already when the page knows it. */
export const quoteHref = (site: SiteConfig, service?: string) =>
  service ? `${site.navigation.cta.href}?service=${encodeURIComponent(service)}` : site.navigation.cta.href;
export const mailtoHref = (site: SiteConfig) => `mailto:${site.email}`;

export function fullAddress(site: SiteConfig): string {
  const { street, area, town, postcode } = site.address;
  return `${street}, ${area}, ${town} ${postcode}`;
}

export function absoluteUrl(site: SiteConfig, pathname: string): string {
  return pathname === '/' ? site.url : `${site.url}${pathname}`;
}

export function copyrightYears(site: SiteConfig, buildYear = new Date().getFullYear()): string {
  return buildYear > site.copyrightStartYear ? `${site.copyrightStartYear}–${buildYear}` : `${site.copyrightStartYear}`;
}
