import { getArticles } from '@/lib/content';
import { FEEDS, feedText, knowledgeCentreFeed, type FeedFormat } from '@/lib/feeds';
import { getSite } from '@/lib/site';

/** The response of a feed's route: the feed as a file of the export. */
export function feedResponse(format: FeedFormat): Response {
  const { type } = FEEDS.find((feed) => feed.format === format)!;
  const text = feedText(knowledgeCentreFeed(getSite(), getArticles()), format);
  return new Response(text, { headers: { 'Content-Type': `${type}; charset=utf-8` } });
}
