import { expect, test } from '@playwright/test';
import { everyPage, missingPath } from './routes';

// Runs against both test builds. The site build is the live site: search engines may list every
// page but the 404 page. The forms build is built as a preview (PREVIEW_BUILD=true, as the deploy
// workflow builds pull requests, scripts/build-forms-fixture.mjs): nothing of it may be listed.

const preview = () => test.info().project.name === 'forms';

/** The content of a page's robots meta tags, read from its HTML as served. */
function robotsMeta(html: string): string[] {
  return [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((match) => match[1]!);
}

test('search engines may list the live site, and never a preview of it', async ({ request }) => {
  for (const address of [...(await everyPage(request)), '/sitemap.xml', '/robots.txt']) {
    const response = await request.get(address);
    const tag = response.headers()['x-robots-tag'];
    if (preview()) expect(tag, `${address}: a preview build's response`).toBe('noindex');
    else expect(tag, address).toBeUndefined();
    if (!response.headers()['content-type']?.startsWith('text/html')) continue;

    const meta = robotsMeta(await response.text());
    // The 404 page carries Next's own "noindex" in either build.
    if (address === missingPath) expect(meta, address).toEqual(['noindex']);
    else if (preview()) expect(meta, `${address}: a preview build's page`).toEqual(['noindex, nofollow']);
    else expect(meta, `${address} of the live site`).toEqual([]);
  }
});
