import type { Metadata } from 'next';
import { CatalogueEntry } from '@/components/catalogue/catalogue-entry';
import { getMDXComponents } from '@/components/mdx';
import { EDITING_GUIDE } from '@/lib/content/component-examples';
import { readComponentExamples } from '@/lib/content/read-component-examples';
import { PageShell } from '@/components/layout/page-shell';

// A page of the preview only (`npm run dev`): next.config.mjs reads `page.dev.tsx` files as pages
// there and nowhere else, so the catalogue is never part of the published site.

export const metadata: Metadata = { title: 'Building blocks catalogue', robots: { index: false, follow: false } };

/** Every MDX building block, rendered from its example in EDITING.md. */
export default function ComponentsCatalogue() {
  const examples = readComponentExamples();
  const components = getMDXComponents({
    related: ['/knowledge-centre/heat-pump-guide', '/knowledge-centre/boiler-replacement'],
  });
  return (
    <PageShell current="/components-catalogue">
      <article className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
        <p className="rounded-lg border-2 border-dashed border-amber-600 bg-amber-50 px-4 py-3 font-semibold text-amber-900">
          Preview only: this page is not part of the published site.
        </p>
        <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">Building blocks</h1>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">
          Every building block you can use in a page, with its example to copy and how it looks. The examples and their
          explanations come from the &ldquo;Building blocks&rdquo; section of {EDITING_GUIDE}: change them there.
        </p>
        <nav aria-label="Building blocks" className="mt-6">
          <ul className="flex flex-wrap gap-4">
            {examples.map((example) => (
              <li key={example.id}>
                <a href={`#${example.id}`} className="font-medium text-brand-700 underline underline-offset-2">
                  {example.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="mt-8">
          {examples.map((example) => (
            <CatalogueEntry key={example.id} example={example} components={components} />
          ))}
        </div>
      </article>
    </PageShell>
  );
}
