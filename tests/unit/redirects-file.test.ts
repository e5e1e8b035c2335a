import { describe, expect, it } from 'vitest';
import { articleRedirects, MAX_STATIC_REDIRECTS, redirectsFile, redirectsProblems } from '@/build/redirects-file';
import { getContent } from '@/lib/content';

describe('_redirects', () => {
  it("sends a Community article's address without community/ on to it, and no other article's", () => {
    const redirects = articleRedirects(getContent().articles);
    expect(redirects).toContainEqual({
      from: '/knowledge-centre/bonfire-night-safety',
      to: '/knowledge-centre/community/bonfire-night-safety',
    });
    const community = getContent().articles.filter((article) => article.frontmatter.category === 'Community');
    expect(redirects).toHaveLength(community.length);
    expect(redirectsFile(redirects).split('\n')).toContain(
      '/knowledge-centre/bonfire-night-safety /knowledge-centre/community/bonfire-night-safety 301',
    );
  });

  it('names more redirects than Cloudflare Pages reads', () => {
    const many = Array.from({ length: MAX_STATIC_REDIRECTS + 1 }, (_, index) => ({
      from: `/a${index}`,
      to: `/b${index}`,
    }));
    expect(redirectsProblems(many)).toEqual(['2001 redirects, more than the 2000 Cloudflare Pages reads']);
    expect(redirectsProblems(many.slice(1))).toEqual([]);
  });
});
