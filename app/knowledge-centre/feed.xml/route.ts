import { feedResponse } from '@/lib/feed-route';

// Written once, at build time, into the export.
export const dynamic = 'force-static';

export function GET(): Response {
  return feedResponse('rss');
}
