import { getContent } from '@/lib/content';
import type { SiteConfig } from '@/schemas/site';

/**
 * The business facts from content/site.yaml. SITE_URL at build time overrides the address, so a
 * deployment can use its own domain without editing content.
 */
export function getSite(): SiteConfig {
  const site = getContent().site;
  const override = process.env.SITE_URL?.trim().replace(/\/+$/, '');
  return override ? { ...site, url: override } : site;
}

export const telHref = (site: SiteConfig) => `tel:${site.phone.international}`;
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
