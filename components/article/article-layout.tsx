import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { ArrowLeftIcon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { RelatedArticles } from '@/components/mdx/related-articles';
import type { Article } from '@/lib/content';
import { formatDate } from '@/lib/dates';
import { getSite } from '@/lib/site';
import { article as articleData, breadcrumbList } from '@/lib/structured-data';
import { DraftBanner } from './draft-banner';

export function articleCrumbs(article: Article): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', href: '/' },
    { name: 'Knowledge Centre', href: '/knowledge-centre' },
  ];
  if (article.frontmatter.category === 'Community')
    crumbs.push({ name: 'Community', href: '/knowledge-centre/community' });
  crumbs.push({ name: article.frontmatter.title, href: article.route });
  return crumbs;
}

/** An article: breadcrumb, title, dates, the MDX body, related articles and the way back. */
export function ArticleLayout({ article, children }: { article: Article; children: ReactNode }) {
  const site = getSite();
  const { frontmatter } = article;
  const crumbs = articleCrumbs(article);
  const back = frontmatter.category === 'Community' ? crumbs[2]! : crumbs[1]!;
  return (
    <article data-smooth-scroll className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <JsonLd data={articleData(site, article)} />
      <JsonLd data={breadcrumbList(site, crumbs)} />
      {frontmatter.draft && <DraftBanner />}
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 border-b border-slate-200 pb-6">
        <p className="text-sm font-semibold tracking-wide text-flame-700 uppercase">{frontmatter.category}</p>
        <h1 className="mt-2 text-3xl font-bold text-balance text-slate-900 sm:text-4xl">{frontmatter.title}</h1>
        <p className="mt-4 text-lg text-slate-700">{frontmatter.description}</p>
        <p className="mt-4 text-sm text-slate-600">
          Published <time dateTime={frontmatter.datePublished}>{formatDate(frontmatter.datePublished)}</time>
          {frontmatter.dateModified !== frontmatter.datePublished && (
            <>
              {' · '}Updated <time dateTime={frontmatter.dateModified}>{formatDate(frontmatter.dateModified)}</time>
            </>
          )}
          {' · '}By {site.name}
        </p>
      </header>
      <div className="prose-content mt-8">{children}</div>
      <RelatedArticles routes={frontmatter.related} />
      <a href={back.href} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
        <ArrowLeftIcon className="size-5" />
        Back to {back.name}
      </a>
    </article>
  );
}
