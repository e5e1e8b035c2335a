import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { LegalLayout } from '@/components/page/legal-layout';
import { ServiceLayout } from '@/components/page/service-layout';
import { getLegalPages, getServicePages } from '@/lib/content';
import { createMetadata } from '@/lib/metadata';
import { shareImage } from '@/lib/pictures';
import { getSite } from '@/lib/site';

/** Top-level MDX pages: the service pages (content/services) and the legal pages (content/legal). */
type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return [...getServicePages(), ...getLegalPages()].map((page) => ({ slug: page.slug }));
}

function find(slug: string) {
  const servicePage = getServicePages().find((page) => page.slug === slug);
  if (servicePage) return { kind: 'service', page: servicePage } as const;
  const legalPage = getLegalPages().find((page) => page.slug === slug);
  if (legalPage) return { kind: 'legal', page: legalPage } as const;
  notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { page } = find((await params).slug);
  return createMetadata(getSite(), {
    title: page.frontmatter.title,
    description: page.frontmatter.description,
    path: page.route,
    keywords: page.frontmatter.keywords,
    image: page.picture && page.frontmatter.image ? shareImage(page.picture, page.frontmatter.image.alt) : undefined,
  });
}

export default async function ContentPage({ params }: Props) {
  const found = find((await params).slug);
  const components = getMDXComponents(mdxPageContext(found.page));
  if (found.kind === 'service') {
    const { default: Body } = await import(`@/content/services/${found.page.slug}.mdx`);
    return (
      <PageShell current={found.page.route}>
        <ServiceLayout page={found.page}>
          <Body components={components} />
        </ServiceLayout>
      </PageShell>
    );
  }
  const { default: Body } = await import(`@/content/legal/${found.page.slug}.mdx`);
  return (
    <PageShell current={found.page.route}>
      <LegalLayout page={found.page}>
        <Body components={components} />
      </LegalLayout>
    </PageShell>
  );
}
