import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/**
 * What every page renders around its content: the header, which marks the page's own item of the
 * navigation, and the main landmark. Pages pass their address because a layout is not told it; the
 * root layout (app/layout.tsx) adds the skip link and the footer.
 */
export function PageShell({ current, children }: { current: string | null; children: ReactNode }) {
  return (
    <>
      <SiteHeader current={current} />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        {children}
      </main>
    </>
  );
}
