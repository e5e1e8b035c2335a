import type { OutlineEntry } from '@/lib/content/mdx-analysis';

/**
 * "On this page": the article's second-level headings as links. Before the body on small screens,
 * beside it (and staying in view) on wide ones. The site script marks the section being read
 * (browser/contents.ts); without it these are plain links. The mark is a tint and a bar, not bold
 * type: bolder text is wider, wraps a long heading onto another line and moves every link below it.
 */
export function Contents({ outline }: { outline: readonly OutlineEntry[] }) {
  return (
    <nav
      aria-labelledby="contents-heading"
      data-contents
      className="rounded-xl border border-slate-200 bg-slate-50 p-5 lg:sticky lg:top-24 lg:max-h-[calc(100dvh-7rem)] lg:overflow-y-auto lg:border-0 lg:border-l lg:bg-transparent lg:py-1 lg:pr-0 lg:pl-5"
    >
      <h2 id="contents-heading" className="text-sm font-semibold tracking-wide text-slate-900 uppercase">
        On this page
      </h2>
      <ol className="mt-3 space-y-1 text-sm">
        {outline.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="-ml-2 block rounded-md py-1.5 pl-2 text-brand-700 underline-offset-2 hover:underline aria-[current=location]:bg-brand-50 aria-[current=location]:text-slate-900 aria-[current=location]:shadow-[inset_3px_0_0_var(--color-brand-600)]"
            >
              {entry.text}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
