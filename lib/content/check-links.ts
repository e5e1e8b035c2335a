import { decodePath, isPhoto } from '@/lib/pictures';
import { closest } from '@/lib/suggest';
import { internalPath } from '@/schemas/fields';
import type { Fault } from './faults';
import { routeOf } from './collections';
import type { RawEntry } from './read-entry';
import { lineOf } from './yaml-lines';

/** Every address of the site: the React pages and the MDX entries, with their headings' anchors. */
export type RouteTable = Map<string, { file: string; headingIds?: string[]; draft: boolean }>;

const EXTERNAL = /^(?:https?:|mailto:|tel:)/;

/** The site's own address with and without "www.", as https:// and http://, to spot a link written in full. */
export function ownAddresses(siteUrl: string | undefined): string[] {
  if (!siteUrl) return [];
  const host = new URL(siteUrl).host.replace(/^www\./, '');
  return ['https', 'http'].flatMap((scheme) => [`${scheme}://${host}`, `${scheme}://www.${host}`]);
}

/** Checks every body link and `related` entry: a page of this site (not a draft), and its #anchor. */
export function checkLinks(
  entries: RawEntry[],
  routes: RouteTable,
  files: ReadonlySet<string>,
  faults: Fault[],
  own: readonly string[] = [],
): void {
  const published = [...routes.keys()];
  for (const entry of entries) {
    const { draft } = entry.settings;
    const links = [
      ...entry.body.links.map((link) => ({ ...link, field: undefined as string | undefined })),
      // A related entry the settings' own check refuses (no leading /, a full address) is reported there.
      ...entry.settings.related.filter((href) => internalPath.safeParse(href).success).map((href) => ({
        href,
        line: lineOf(entry.source, ['related']),
        field: 'related',
      })),
    ];
    for (const { href, line, field } of links) {
      const where = field ? `"${field}" links to ${href}` : `the link to ${href}`;
      const fault = (message: string) => faults.push({ file: entry.file, line, rule: 'links', severity: 'error', message });
      // Written in full, a link to our own site would open in a new tab and escape this check.
      const origin = own.find((address) => href === address || /^[/?#]/.test(href.slice(address.length)) && href.startsWith(address));
      if (origin) {
        fault(`${where} is written with the website's full address: write only the part after it, ${href.slice(origin.length) || '/'}`);
        continue;
      }
      if (EXTERNAL.test(href)) continue;
      if (href.trim() === '') {
        fault('a link here has no address: write it between the round brackets, like [our boiler services](/boilers), or remove the link');
        continue;
      }
      if (/^[^\s@/:]+@[^\s@/]+\.[^\s@/]+$/.test(href)) {
        fault(`${where} is an e-mail address: write mailto: before it, like [${href}](mailto:${href})`);
        continue;
      }
      if (href.startsWith('//') || !/^[/#]/.test(href)) {
        fault(`${where} must start with / for a page of this site, or with https:// for another website`);
        continue;
      }
      const [pathname = '', anchor] = href.split('#');
      if (isPhoto(pathname)) {
        // The build publishes a photo only as the small copies of a picture: a link would lead nowhere.
        fault(
          `${where}, a photo: a link cannot show it, and the site publishes photos only as pictures on a page. To show it, put ! before the [, like ![What the photo shows](${pathname})`,
        );
        continue;
      }
      if (pathname !== '' && pathname !== '/' && pathname.endsWith('/')) {
        fault(`${where} ends with "/"; write it without the slash: ${pathname.replace(/\/+$/, '')}`);
        continue;
      }
      const target = pathname === '' ? { headingIds: entry.body.headingIds, draft } : routes.get(pathname);
      if (!target) {
        if (files.has(decodePath(pathname))) continue;
        // The page's file is there, at another address: its category (Community) moved it.
        const slug = pathname.split('/').at(-1);
        const moved = entries
          .map((other) => ({ other, route: routeOf(other) }))
          .find(({ other, route }) => other.slug === slug && route !== pathname && routes.has(route));
        if (moved) {
          fault(
            `${where}, which is not a page of this site: ${moved.other.file} is published at ${moved.route}` +
              (moved.other.settings.category ? `, because its "category" is ${moved.other.settings.category}` : '') +
              `: change the link to ${moved.route}${anchor ? `#${anchor}` : ''}, or change that page back`,
          );
          continue;
        }
        const suggestion = closest(pathname, published);
        fault(
          `${where}, which is not a page of this site` +
            (suggestion
              ? `: did you mean ${suggestion}?`
              : ': open the page you mean on the website and copy its address from after the website\'s name, like /boilers'),
        );
        continue;
      }
      if (target.draft && !draft) {
        fault(`${where}, which is a draft and will not be published; link to it once its "draft" is false`);
        continue;
      }
      if (anchor && target.headingIds && !target.headingIds.includes(anchor)) {
        const suggestion = closest(anchor, target.headingIds);
        const page = pathname === '' ? 'this page' : pathname;
        const anchors = target.headingIds.map((id) => `#${id}`).join(', ');
        fault(
          `${where}, but ${page} has no heading with the anchor #${anchor}` +
            (suggestion
              ? `: did you mean #${suggestion}?`
              : anchors
                ? `; the anchors of its headings are: ${anchors}`
                : '; it has no headings to link to'),
        );
      }
    }
  }
}

/**
 * The menu's and Get Quote's links in content/site.yaml: each must be a published page, or every
 * page's menu would carry a broken link.
 */
export function checkNavigation(
  navigation: { main: readonly { href: string }[]; cta: { href: string } },
  siteSource: string,
  routes: RouteTable,
  faults: Fault[],
): void {
  const published = [...routes].filter(([, target]) => !target.draft).map(([route]) => route);
  const links = [
    ...navigation.main.map((item, index) => ({ href: item.href, field: ['navigation', 'main', index, 'href'] })),
    { href: navigation.cta.href, field: ['navigation', 'cta', 'href'] },
  ];
  for (const { href, field } of links) {
    const pathname = href.split(/[?#]/)[0]!;
    if (published.includes(pathname)) continue;
    const suggestion = closest(pathname, published);
    faults.push({
      file: 'content/site.yaml',
      line: lineOf(siteSource, field),
      rule: 'navigation',
      severity: 'error',
      message: `"${field.join('.').replace(/\.(\d+)\./, '[$1].')}" links to ${href}, which is not a page of this site${suggestion ? `: did you mean ${suggestion}?` : ''}`,
    });
  }
}

