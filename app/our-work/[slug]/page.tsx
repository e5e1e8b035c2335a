import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PageShell } from '@/components/layout/page-shell';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { JobPage } from '@/components/our-work/job-page';
import { getJobs, getPicture } from '@/lib/content';
import { NO_JOBS } from '@/lib/content/collections';
import { createMetadata } from '@/lib/metadata';
import { shareImage } from '@/lib/pictures';
import { getSite } from '@/lib/site';

type Props = { params: Promise<{ slug: string }> };

export const dynamicParams = false;

// A static export needs at least one address here: with no job published, one that is not found,
// which the build removes with the rest of Our work (build/export-files.ts).
export const generateStaticParams = () => {
  const jobs = getJobs();
  return jobs.length > 0 ? jobs.map((job) => ({ slug: job.slug })) : [{ slug: NO_JOBS }];
};

function find(slug: string) {
  return getJobs().find((job) => job.slug === slug) ?? notFound();
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const job = find((await params).slug);
  const [photo] = job.frontmatter.photos;
  const picture = photo && getPicture(photo.src);
  return createMetadata(getSite(), {
    title: job.frontmatter.title,
    description: job.frontmatter.description,
    path: job.route,
    image: picture && photo ? shareImage(picture, photo.alt) : undefined,
  });
}

export default async function Page({ params }: Props) {
  const job = find((await params).slug);
  const { default: Body } = await import(`@/content/jobs/${job.slug}.mdx`);
  const context = mdxPageContext({
    frontmatter: { related: [], quoteService: job.frontmatter.service },
    body: job.body,
  });
  return (
    <PageShell current={job.route}>
      <JobPage job={job}>
        <Body components={getMDXComponents(context)} />
      </JobPage>
    </PageShell>
  );
}
