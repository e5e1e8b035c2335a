import { evaluate } from '@mdx-js/mdx';
import type { MDXComponents } from 'mdx/types';
import type { ReactNode } from 'react';
import * as runtime from 'react/jsx-runtime';
import remarkGfm from 'remark-gfm';
import type { ComponentExample } from '@/lib/content/component-examples';

/**
 * Renders Markdown or MDX text. A mistake in the text (compiling it) is shown in its place rather
 * than breaking the page; the examples themselves are checked by the unit tests.
 */
async function Rendered({
  text,
  format,
  components,
}: {
  text: string;
  format: 'md' | 'mdx';
  components?: MDXComponents;
}) {
  const compiled = await evaluate(text, { ...runtime, format, remarkPlugins: [remarkGfm] }).then(
    (module) => ({ Content: module.default, error: undefined }),
    (error: unknown) => ({ Content: undefined, error: error instanceof Error ? error.message : String(error) }),
  );
  if (!compiled.Content) {
    return (
      <p role="alert" className="font-semibold text-red-800">
        This example cannot be shown: {compiled.error}
      </p>
    );
  }
  return <compiled.Content components={components} />;
}

function Panel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{label}</p>
      <div className="mt-2">{children}</div>
    </div>
  );
}

/** One building block: what it is for, the example to copy, and the example as the site shows it. */
export function CatalogueEntry({ example, components }: { example: ComponentExample; components: MDXComponents }) {
  return (
    <section aria-labelledby={example.id} className="border-t border-slate-200 py-10">
      <h2 id={example.id} className="text-2xl font-bold text-slate-900">
        {example.title}
      </h2>
      <div className="prose-content mt-3">
        <Rendered text={example.intro} format="md" />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-6 md:grid-cols-2">
        <Panel label="Copy this">
          <pre className="overflow-x-auto rounded-lg bg-slate-900 p-4 text-sm text-white">
            <code>{example.code}</code>
          </pre>
        </Panel>
        <Panel label="What it looks like">
          <div className="prose-content rounded-lg border-2 border-dashed border-slate-300 p-4">
            <Rendered text={example.code} format="mdx" components={components} />
          </div>
        </Panel>
      </div>
      <div className="prose-content mt-4 text-sm">
        <Rendered text={example.shows} format="md" />
      </div>
    </section>
  );
}
