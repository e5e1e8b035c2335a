import type { Metadata } from 'next';
import { ContactButtons } from '@/components/contact-buttons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { ArticleCard } from '@/components/sections/article-card';
import { Section } from '@/components/ui/section';
import { getArticles } from '@/lib/content';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { breadcrumbList, webPage } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/knowledge-centre/community';
const description =
  'Seasonal safety advice from our team for families and neighbours across Bromsgrove and Worcestershire, starting with Bonfire Night.';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Knowledge Centre', href: '/knowledge-centre' },
  { name: 'Community', href: path },
];

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), {
    title: 'Community',
    description,
    path,
    keywords: ['Bromsgrove community', 'home safety advice'],
  });
}

export default function CommunityPage() {
  const site = getSite();
  const articles = getArticles().filter((article) => article.frontmatter.category === 'Community');
  const placeholders = Math.max(0, 3 - articles.length);
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={webPage(site, path, 'Community', description)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title="Community" crumbs={crumbs} intro={<p>{description}</p>} />
        <Section id="community-articles" title="Community articles">
          <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
            {articles.map((article) => (
              <li key={article.route}>
                <ArticleCard article={article} />
              </li>
            ))}
            {Array.from({ length: placeholders }, (_, index) => (
              <li
                key={index}
                className="flex min-h-48 flex-col justify-center rounded-xl border-2 border-dashed border-slate-300 p-6 text-center"
              >
                <p className="font-semibold text-slate-700">Coming soon</p>
                <p className="mt-1 text-sm text-slate-600">More local advice is on its way.</p>
              </li>
            ))}
          </ul>
        </Section>
        <Section id="get-in-touch" title="Need a hand at home?" tone="tint">
          <ContactButtons actions={['quote', 'call']} quoteLabel="Contact Us" />
        </Section>
      </>
    </PageShell>
  );
}
