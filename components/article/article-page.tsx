import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { findEntry, getArticles, type Article } from '@/lib/content';
import { collections } from '@/lib/content/collections';
import { createMetadata } from '@/lib/metadata';
import { shareImage } from '@/lib/pictures';
import { getSite } from '@/lib/site';
import { ArticleLayout } from './article-layout';

type Section = 'knowledge-centre' | 'community';

const inSection = (section: Section) => (article: Article) =>
  (article.frontmatter.category === 'Community') === (section === 'community');

function find(section: Section, slug: string): Article {
  const route = collections.articles.route(slug, section === 'community' ? 'Community' : undefined);
  const entry = findEntry(route);
  if (entry?.collection !== 'articles') notFound();
  return entry as Article;
}

/** The shared route logic of /knowledge-centre/[slug] and /knowledge-centre/community/[slug]. */
export function articleRoute(section: Section) {
  type Props = { params: Promise<{ slug: string }> };
  return {
    generateStaticParams: () =>
      getArticles()
        .filter(inSection(section))
        .map((article) => ({ slug: article.slug })),

    async generateMetadata({ params }: Props): Promise<Metadata> {
      const { frontmatter, route, picture } = find(section, (await params).slug);
      return createMetadata(getSite(), {
        title: frontmatter.title,
        description: frontmatter.description,
        path: route,
        keywords: frontmatter.keywords,
        image: picture && frontmatter.image ? shareImage(picture, frontmatter.image.alt) : undefined,
        type: 'article',
        publishedTime: frontmatter.datePublished,
        modifiedTime: frontmatter.dateModified,
      });
    },

    async Page({ params }: Props) {
      const article = find(section, (await params).slug);
      const { default: Body } = await import(`@/content/articles/${article.slug}.mdx`);
      return (
        <PageShell current={article.route}>
          <ArticleLayout article={article}>
            <Body components={getMDXComponents(mdxPageContext(article))} />
          </ArticleLayout>
        </PageShell>
      );
    },
  };
}
