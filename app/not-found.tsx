import type { Metadata } from 'next';
import { ButtonLink } from '@/components/ui/button-link';
import { createMetadata } from '@/lib/metadata';
import { getSite } from '@/lib/site';
import { PageShell } from '@/components/layout/page-shell';

export function generateMetadata(): Metadata {
  const metadata = createMetadata(getSite(), {
    title: '404 Page Not Found',
    description: 'The page you were looking for could not be found.',
    path: '/404',
    noindex: true,
  });
  // Next.js already marks the not-found page noindex; a second robots tag would repeat it.
  return { ...metadata, robots: undefined };
}

export default function NotFound() {
  return (
    <PageShell current={null}>
      <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:px-6">
        <p className="text-6xl font-bold text-brand-700" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl font-bold text-slate-900">404 Page Not Found</h1>
        <p className="mt-4 text-lg text-slate-700">Did you forget to add the page to the router?</p>
        <p className="mt-2 text-slate-600">The page may have moved. These will help you find your way:</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink href="/">Go to the home page</ButtonLink>
          <ButtonLink href="/knowledge-centre" variant="outline">
            Browse the Knowledge Centre
          </ButtonLink>
          <ButtonLink href="/contact" variant="outline">
            Contact us
          </ButtonLink>
        </div>
      </section>
    </PageShell>
  );
}
