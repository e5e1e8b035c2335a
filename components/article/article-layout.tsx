import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from '@/components/breadcrumbs';
import { ArrowLeftIcon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { Picture } from '@/components/picture';
import { RelatedArticles } from '@/components/mdx/related-articles';
import type { Article } from '@/lib/content';
import { formatDate } from '@/lib/dates';
import { absoluteUrl, getSite } from '@/lib/site';
import { article as articleData, breadcrumbList } from '@/lib/structured-data';
import { Contents } from './contents';
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

/** Contents are worth showing from two sections up. */
const MIN_CONTENTS = 2;

/**
 * An article: breadcrumb, title, dates and reading time, its contents, the MDX body, related articles
 * and the way back. The contents come before the body on small screens and beside it on wide ones.
 */
export function ArticleLayout({ article, children }: { article: Article; children: ReactNode }) {
  const site = getSite();
  const { frontmatter } = article;
  const crumbs = articleCrumbs(article);
  const back = frontmatter.category === 'Community' ? crumbs[2]! : crumbs[1]!;
  const { outline } = article.body;
  return (
    <article
      data-smooth-scroll
      data-pagefind-body
      data-pagefind-meta={`section:Knowledge Centre: ${frontmatter.category}`}
      className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12 lg:max-w-6xl"
    >
      <JsonLd data={articleData(site, article)} />
      <JsonLd data={breadcrumbList(site, crumbs)} />
      {frontmatter.draft && <DraftBanner />}
      <Breadcrumbs items={crumbs} />
      <header className="mt-6 max-w-3xl border-b border-slate-200 pb-6">
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
          {' · '}
          {article.body.readingMinutes} min read{' · '}By {site.name}
        </p>
        <p className="hidden text-sm print:mt-2 print:block" data-pagefind-ignore>
          Printed from {absoluteUrl(site, article.route)}
        </p>
      </header>
      {article.picture && frontmatter.image && (
        // The article's own photo, at its top: the page's largest paint, so it is fetched first.
        <div className="mt-8 max-w-3xl">
          <Picture picture={article.picture} alt={frontmatter.image.alt} priority className="w-full rounded-lg" />
        </div>
      )}
      <div className="mt-8 lg:grid lg:grid-cols-[minmax(0,48rem)_minmax(0,15rem)] lg:gap-12">
        {outline.length >= MIN_CONTENTS && (
          <div className="mb-8 lg:col-start-2 lg:row-start-1 lg:mb-0 print:hidden" data-pagefind-ignore>
            <Contents outline={outline} />
          </div>
        )}
        <div className="prose-content lg:col-start-1 lg:row-start-1">{children}</div>
      </div>
      <div className="max-w-3xl" data-pagefind-ignore>
        <RelatedArticles routes={frontmatter.related} />
        <a
          href={back.href}
          className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline print:hidden"
        >
          <ArrowLeftIcon className="size-5" />
          Back to {back.name}
        </a>
      </div>
    </article>
  );
}
