import type { Metadata } from 'next';
import { Fragment } from 'react';
import { ContactButtons } from '@/components/contact-buttons';
import { HostedForm } from '@/components/forms/hosted-form';
import { LightbulbIcon } from '@/components/icons';
import { JsonLd } from '@/components/json-ld';
import { PageHero } from '@/components/page/page-hero';
import { SearchBox } from '@/components/search/search-box';
import { ArticleCard } from '@/components/sections/article-card';
import { Section } from '@/components/ui/section';
import { getArticles } from '@/lib/content';
import { FEEDS } from '@/lib/feeds';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { blog, breadcrumbList } from '@/lib/structured-data';
import { PageShell } from '@/components/layout/page-shell';

const path = '/knowledge-centre';
const description =
  'Free, practical guides on boilers, heat pumps, grants and saving energy at home, from our Gas Safe registered engineers.';
const crumbs = [
  { name: 'Home', href: '/' },
  { name: 'Knowledge Centre', href: path },
];

const categories = [
  {
    title: 'Boiler Guides',
    category: 'Boiler Advice',
    text: 'Replacement, efficiency ratings, servicing and common faults.',
  },
  {
    title: 'Heat Pump Advice',
    category: 'Heat Pump Advice',
    text: 'How heat pumps work, what they cost and the grants available.',
  },
  {
    title: 'Energy Efficiency',
    category: 'Energy Efficiency',
    text: 'Insulation, smart controls and everyday ways to save.',
  },
  {
    title: 'Industry Insights',
    category: 'Industry Insights',
    text: 'Our view from the trade: what a good installation looks like, and what cutting corners costs you.',
  },
  {
    title: 'Community',
    category: 'Community',
    text: 'Seasonal safety advice for families from our team.',
    href: '/knowledge-centre/community',
  },
] as const;

const quickTips = [
  'Check your boiler pressure once a month: 1–2 bar when the system is cold.',
  'Set your thermostat between 18 and 21°C; turning it down by just 1°C cuts heating bills by 8–10%.',
  'Book a boiler service every 12 months; August and September are the best months.',
  'Set your hot water cylinder thermostat to 60°C.',
];

export function generateMetadata(): Metadata {
  return createMetadata(getSite(), {
    title: 'Knowledge Centre: Heating Guides and Advice',
    description,
    path,
    keywords: ['boiler advice', 'heat pump guide', 'energy saving tips', 'heating grants'],
  });
}

export default function KnowledgeCentrePage() {
  const site = getSite();
  const articles = getArticles();
  const featured = articles.filter((article) => article.frontmatter.featured);
  return (
    <PageShell current={path}>
      <>
        <JsonLd data={blog(site, path, description, articles)} />
        <JsonLd data={breadcrumbList(site, crumbs)} />
        <PageHero title="Knowledge Centre" crumbs={crumbs} intro={<p>{description}</p>} />
        <div className="mx-auto max-w-7xl px-4 pt-10 sm:px-6">
          <SearchBox id="knowledge-search" label="Search the guides" />
        </div>
        {featured.length > 0 && (
          <Section id="featured" title="Featured articles">
            <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
              {featured.map((article) => (
                <li key={article.route}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
          </Section>
        )}
        <Section id="categories" title="Browse by topic" tone="tint">
          <div className="space-y-12">
            {categories.map((group) => {
              const inGroup = articles.filter((article) => article.frontmatter.category === group.category);
              const id = `topic-${group.category.toLowerCase().replace(/\s+/g, '-')}`;
              return (
                <section key={group.title} aria-labelledby={id}>
                  <h3 id={id} className="text-xl font-bold text-slate-900">
                    {'href' in group ? (
                      <a href={group.href} className="hover:underline">
                        {group.title}
                      </a>
                    ) : (
                      group.title
                    )}
                  </h3>
                  <p className="mt-1 text-slate-700">{group.text}</p>
                  <ul className="mt-4 grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
                    {inGroup.map((article) => (
                      <li key={article.route}>
                        <ArticleCard article={article} headingLevel="h3" />
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </Section>
        <Section id="quick-tips" title="Quick tips">
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2">
            {quickTips.map((tip) => (
              <li key={tip} className="flex gap-3 rounded-lg bg-brand-50 p-4 text-slate-800">
                <LightbulbIcon className="size-6 shrink-0 text-brand-700" />
                <span>{tip}</span>
              </li>
            ))}
          </ul>
        </Section>
        <Section
          id="subscribe"
          title="Get our latest advice"
          lead="New guides and seasonal reminders, straight to your inbox."
          tone="tint"
        >
          <HostedForm
            kind="subscribe"
            title="Subscribe to our heating advice"
            fallbackText="Our e-mail sign-up is not open yet. In the meantime, ask us anything about your heating by phone, e-mail or message."
          />
          <p className="mt-6 text-slate-700">
            Use a feed reader? Follow new guides there:{' '}
            {FEEDS.map((feed, index) => (
              <Fragment key={feed.format}>
                {index > 0 && ', '}
                <a href={feed.path} type={feed.type} className="font-semibold text-brand-700 underline">
                  {feed.name}
                </a>
              </Fragment>
            ))}
            .
          </p>
        </Section>
        <Section
          id="personal-advice"
          title="Want personal advice?"
          lead="Every home is different. Talk to our engineers about yours: it costs nothing."
        >
          <ContactButtons />
        </Section>
      </>
    </PageShell>
  );
}
