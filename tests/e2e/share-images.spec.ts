import { expect, test } from '@playwright/test';
import { pngInfo } from '@/lib/og-png';
import { everyPage, missingPath, siteUrl } from './routes';
import { literally, site } from './settings';

// Every page's share card: what WhatsApp, Facebook and others show when its link is shared.

test('every page names a 1200 × 630 PNG share card with alt text, drawn with its own title', async ({
  page,
  request,
}) => {
  // Each page's title as the site lists it (the /sitemap page): an article's, a service's or a legal
  // page's is its own heading; the others' is their name in the menu.
  await page.goto('/sitemap');
  const titles = new Map(
    await page
      .locator('main ul a')
      .evaluateAll((links) =>
        links.map((link) => [new URL((link as HTMLAnchorElement).href).pathname, link.textContent!.trim()] as const),
      ),
  );
  const drawn = new Set<string>();
  for (const path of await everyPage(request)) {
    await page.goto(path);
    const meta = (selector: string) => page.locator(selector).first().getAttribute('content');
    const image = await meta('meta[property="og:image"]');
    expect(image, path).toMatch(new RegExp(`^${siteUrl}/og/[a-z0-9/-]+\\.png$`));
    expect(await meta('meta[property="og:image:width"]'), path).toBe('1200');
    expect(await meta('meta[property="og:image:height"]'), path).toBe('630');
    expect(await meta('meta[name="twitter:card"]'), path).toBe('summary_large_image');
    expect(await meta('meta[name="twitter:image"]'), path).toBe(image);

    const response = await request.get(image!.replace(siteUrl, ''));
    expect(response.status(), image!).toBe(200);
    expect(response.headers()['content-type'], image!).toBe('image/png');
    const png = await response.body();
    const { width, height, title } = pngInfo(png);
    expect([width, height], image!).toEqual([1200, 630]);
    // The alt text says what the card shows: the title drawn on it, the company's name and its town.
    const alt = await meta('meta[property="og:image:alt"]');
    expect(alt?.startsWith(`${title}`), `${path}: "${alt}" starts with the card's title "${title}"`).toBe(true);
    expect(alt, path).toContain(site.name);
    expect(alt, path).toMatch(new RegExp(`, ${literally(site.address.town)}$`));
    expect(png.length, `${image} stays small enough to share quickly`).toBeLessThan(200_000);
    if (path === missingPath) expect(image, 'the 404 page shares the home card').toBe(`${siteUrl}/og/home.png`);
    else if (path === '/') expect(title).toMatch(new RegExp(`^${literally(site.name)}: \\S`));
    else expect(title, `${image} is drawn with the page's title`).toBe(titles.get(path));
    if (
      /^\/(knowledge-centre\/(?!community$).+|boilers|heat-pumps|air-conditioning|privacy-policy|terms-of-service)$/.test(
        path,
      )
    )
      expect(title, `${path}: its own heading`).toBe(
        (await page.getByRole('heading', { level: 1 }).textContent())!.trim(),
      );
    drawn.add(image!);
  }
  // One card a page.
  expect(drawn.size).toBe((await everyPage(request)).length - 1);
});
