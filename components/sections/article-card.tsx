import { ArrowRightIcon } from '@/components/icons';
import { DraftLabel } from '@/components/article/draft-banner';
import type { Article } from '@/lib/content';

export function ArticleCard({ article, headingLevel = 'h3' }: { article: Article; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition-colors hover:border-brand-600">
      <p className="text-xs font-semibold tracking-wide text-flame-700 uppercase">
        {article.frontmatter.category}
        {/* Drafts are listed only in the editors' preview. */}
        {article.frontmatter.draft && <DraftLabel />}
      </p>
      <Heading className="mt-2 text-lg font-semibold text-slate-900">
        <a href={article.route} className="after:absolute after:inset-0 hover:text-brand-800 hover:underline">
          {article.frontmatter.title}
        </a>
      </Heading>
      <p className="mt-2 flex-1 text-slate-700">{article.frontmatter.description}</p>
      <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-700" aria-hidden="true">
        Read article <ArrowRightIcon className="size-4" />
      </span>
    </article>
  );
}
