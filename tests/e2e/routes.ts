import type { APIRequestContext } from '@playwright/test';
import { site } from './settings';

export const siteUrl = site.url;

/** Every public path of the built site, read from its sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, '') || '/');
}

/** An address the site does not have: the server answers it with the 404 page. */
export const missingPath = '/no-such-page';

/** Every public path, and the 404 page. */
export async function everyPage(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPaths(request)), missingPath];
}
