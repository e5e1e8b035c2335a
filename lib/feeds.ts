import type JsonFeed from '@json-feed-types/1_1';
import type { Author, Item } from '@json-feed-types/1_1';
import { shareVariant } from '@/lib/pictures';
import { Feed } from 'feed';
import type { Article } from '@/lib/content';
import { absoluteUrl } from '@/lib/site';
import type { SiteConfig } from '@/schemas/site';

/**
 * The knowledge centre's feeds, written at build time (app/knowledge-centre/feed.*): RSS 2.0, Atom
 * and JSON Feed, newest first, the published articles only (drafts are never in the build's list).
 */
export const FEEDS = [
  { format: 'rss', path: '/knowledge-centre/feed.xml', type: 'application/rss+xml', name: 'RSS' },
  { format: 'atom', path: '/knowledge-centre/atom.xml', type: 'application/atom+xml', name: 'Atom' },
  { format: 'json', path: '/knowledge-centre/feed.json', type: 'application/feed+json', name: 'JSON Feed' },
] as const;

export type FeedFormat = (typeof FEEDS)[number]['format'];

export const feedTitle = (site: SiteConfig) => `${site.name} Knowledge Centre`;

/** Midnight UTC of a YYYY-MM-DD day, as the articles' structured data dates them. */
const date = (day: string) => new Date(`${day}T00:00:00Z`);

/** A feed of the given articles (newest first, as getArticles() lists them). */
export function knowledgeCentreFeed(site: SiteConfig, articles: readonly Article[]): Feed {
  const updated = articles
    .map((article) => article.frontmatter.dateModified)
    .sort()
    .at(-1);
  const feed = new Feed({
    id: absoluteUrl(site, '/knowledge-centre'),
    link: absoluteUrl(site, '/knowledge-centre'),
    title: feedTitle(site),
    description: `Guides and advice for homeowners on boilers, heat pumps and air conditioning from ${site.name}, ${site.address.town}.`,
    language: 'en-GB',
    // The newest change to an article, so the same content always gives the same feed.
    updated: updated ? date(updated) : undefined,
    generator: false,
    favicon: absoluteUrl(site, '/icon.svg'),
    copyright: `© ${site.name}`,
    author: { name: site.name, email: site.email, link: site.url },
    feedLinks: Object.fromEntries(FEEDS.map((feed) => [feed.format, absoluteUrl(site, feed.path)])),
  });
  for (const article of articles) {
    const { frontmatter } = article;
    const url = absoluteUrl(site, article.route);
    feed.addItem({
      id: url,
      guid: url,
      link: url,
      title: frontmatter.title,
      description: frontmatter.description,
      // `term` is what Atom requires; RSS and JSON Feed take the name.
      category: [{ name: frontmatter.category, term: frontmatter.category }],
      published: date(frontmatter.datePublished),
      date: date(frontmatter.dateModified),
      // RSS 2.0's <author> is an e-mail address: the library writes "address (name)" when it has both.
      author: [{ name: site.name, email: site.email, link: site.url }],
      image: article.picture ? absoluteUrl(site, shareVariant(article.picture).url) : undefined,
    });
  }
  return feed;
}

/** JSON Feed 1 as the library writes it: one `author` where 1.1 has a list of `authors`. */
type JsonFeedOne = Omit<JsonFeed, 'version' | 'items'> & { author?: Author; items: (Item & { author?: Author })[] };

/**
 * JSON Feed 1.1: the library writes version 1, which has a single `author` and no `language`. Its
 * output is moved to 1.1 as that version's changes say: `authors` lists replace `author`, and the
 * feed states its language.
 */
function jsonFeed(feed: Feed): string {
  const { author, items, ...rest } = JSON.parse(feed.json1()) as JsonFeedOne;
  const upgraded: JsonFeed = {
    ...rest,
    version: 'https://jsonfeed.org/version/1.1',
    ...(feed.options.language ? { language: feed.options.language } : {}),
    ...(author ? { authors: [author] } : {}),
    items: items.map(({ author: itemAuthor, ...item }) => ({
      ...item,
      ...(itemAuthor ? { authors: [itemAuthor] } : {}),
    })),
  };
  return JSON.stringify(upgraded, null, 4);
}

/**
 * Atom as the library writes it, with the feed's language on its <feed> element (`xml:lang`), which
 * the library leaves out. Fails rather than publish a feed without it should the library's output change.
 */
function atomFeed(feed: Feed): string {
  const atom = feed.atom1();
  if (!feed.options.language) return atom;
  const stated = atom.replace(/<feed\b/, `<feed xml:lang="${feed.options.language}"`);
  if (stated === atom) throw new Error('lib/feeds.ts: the Atom feed has no <feed> element to state its language on.');
  return stated;
}

/** The feed in one format, as its file's text. */
export function feedText(feed: Feed, format: FeedFormat): string {
  if (format === 'rss') return feed.rss2();
  if (format === 'atom') return atomFeed(feed);
  return jsonFeed(feed);
}
