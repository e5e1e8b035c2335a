/**
 * `out/_redirects`, which Cloudflare Pages reads (and `npm run serve`, Cloudflare's own runtime): a
 * Community article lives under /knowledge-centre/community/, and its address without `community/`,
 * which the web editor's "View preview" opens (its preview_path cannot tell the categories apart) and
 * a visitor may type, is sent on to it.
 */
import { collections } from '@/lib/content/collections';

/** Cloudflare Pages reads at most 2,000 static redirects. */
export const MAX_STATIC_REDIRECTS = 2000;

export interface Redirect {
  from: string;
  to: string;
}

/** The short address of each article (its address had it no category) published under a deeper one. */
export function articleRedirects(articles: readonly { slug: string; route: string }[]): Redirect[] {
  return articles
    .map(({ slug, route }) => ({ from: collections.articles.route(slug), to: route }))
    .filter(({ from, to }) => from !== to);
}

export function redirectsFile(redirects: readonly Redirect[]): string {
  const lines = redirects.map(({ from, to }) => `${from} ${to} 301`);
  return [
    '# Written by scripts/write-headers.ts from build/redirects-file.ts after each build: do not edit.',
    ...lines,
    '',
  ].join('\n');
}

/** What in the redirects goes over what Cloudflare Pages reads, each named. */
export function redirectsProblems(redirects: readonly Redirect[]): string[] {
  return redirects.length > MAX_STATIC_REDIRECTS
    ? [`${redirects.length} redirects, more than the ${MAX_STATIC_REDIRECTS} Cloudflare Pages reads`]
    : [];
}
