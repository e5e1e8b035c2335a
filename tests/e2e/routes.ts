import type { APIRequestContext } from '@playwright/test';

export const siteUrl = 'https://www.wheelwright-heating.example';

/** Every public path of the built site, read from its sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, '') || '/');
}
