import { Component, memo, type ReactNode } from 'react';
import type { MDXContent } from 'mdx/types';
import { ArticleLayout } from '@/components/article/article-layout';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { MdxImage } from '@/components/mdx/mdx-image';
import { JobPage } from '@/components/our-work/job-page';
import { LegalLayout } from '@/components/page/legal-layout';
import { ServiceLayout } from '@/components/page/service-layout';
import type { Article, Entry, Job, LegalPage, ServicePage } from '@/lib/content';
import type { Fault } from '@/lib/content/faults';
import { getPicture } from '@/lib/content';
import type { AssetUrl, FormEntry } from './page-entry';
import { PreviewTabs } from './preview-tabs';

/** A page as it renders: its entry, and its body as last compiled. */
export interface Rendition {
  page: Entry<object>;
  Body: MDXContent;
  assetUrl: AssetUrl;
}

/** The page in the site's own layout for its collection, as app/ renders it (without the site's header and footer). */
function Layout({ page, children }: { page: Entry<object>; children: ReactNode }) {
  switch (page.collection) {
    case 'articles':
      return <ArticleLayout article={page as Article}>{children}</ArticleLayout>;
    case 'services':
      return <ServiceLayout page={page as ServicePage}>{children}</ServiceLayout>;
    case 'legal':
      return <LegalLayout page={page as LegalPage}>{children}</LegalLayout>;
    case 'jobs':
      return <JobPage job={page as Job}>{children}</JobPage>;
  }
}

/** Rendered again only for a new rendition: the mistakes found later change only the box above it. */
const PageView = memo(function PageView({ rendition: { page, Body, assetUrl } }: { rendition: Rendition }) {
  const frontmatter = page.frontmatter as { related?: readonly string[]; quoteService?: string };
  const components = getMDXComponents(
    mdxPageContext({ frontmatter: { related: [], ...frontmatter }, body: page.body }),
  );
  // A photo the build has not seen (just uploaded) comes from the editor's media, as it is.
  const img: typeof MdxImage = ({ src, ...rest }) => (
    <MdxImage src={typeof src === 'string' && !getPicture(src) ? assetUrl(src) : src} {...rest} />
  );
  return (
    <Layout page={page}>
      <Body components={{ ...components, img }} />
    </Layout>
  );
});

/** The content check's faults, a fault in the text with its line in the text box. */
function FaultBox({ faults, stale }: { faults: readonly Fault[]; stale: boolean }) {
  return (
    <div role="alert" className="sticky top-0 z-10 border-b-4 border-red-700 bg-red-50 px-4 py-3 text-red-950">
      <p className="font-semibold">
        {stale
          ? 'This cannot be shown yet: the page below, if any, is the last version that could be.'
          : 'The content check will refuse the page as it is:'}
      </p>
      <ul className="mt-2 list-disc pl-5 text-sm">
        {faults.map((fault, index) => (
          <li key={index}>
            {fault.line === undefined ? '' : `Line ${fault.line} of the text: `}
            {fault.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface PreviewProps {
  /** The last rendition that rendered, kept while the text has a mistake. */
  rendition: Rendition | undefined;
  /** The text as it is now could not be shown: the rendition is an earlier one. */
  stale: boolean;
  faults: readonly Fault[];
  /** A rendition that failed as it rendered (a building block refusing its settings, …). */
  onRenderError: (error: unknown) => void;
  /** The entry as the form holds it now, for the "Reading and search" panel. */
  form: FormEntry | undefined;
}

interface GuardProps {
  rendition: Rendition;
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches a body that compiles but cannot render, so that the page before it is shown again. */
class RenderGuard extends Component<GuardProps, { failed: boolean; rendition?: Rendition }> {
  state = { failed: false, rendition: undefined };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  static getDerivedStateFromProps(props: GuardProps, state: { rendition?: Rendition }) {
    return props.rendition === state.rendition ? null : { failed: false, rendition: props.rendition };
  }
  componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The preview pane: the mistakes, if any, above the page as it will look, never blank once a page has
 * shown; beside it, under a tab, how the page reads and will be found.
 */
export function Preview({ rendition, stale, faults, onRenderError, form }: PreviewProps) {
  return (
    <PreviewTabs
      form={form}
      page={
        <>
          {faults.length > 0 && <FaultBox faults={faults} stale={stale} />}
          {rendition && (
            <RenderGuard rendition={rendition} onError={onRenderError}>
              <PageView rendition={rendition} />
            </RenderGuard>
          )}
        </>
      }
    />
  );
}
