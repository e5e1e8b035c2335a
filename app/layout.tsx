import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { robots } from '@/lib/metadata';
import { LOGO } from '@/lib/og';
import { getSite } from '@/lib/site';
import './globals.css';

export function generateMetadata(): Metadata {
  const site = getSite();
  // A page's own metadata replaces `robots`; createMetadata gives every page the same rule.
  return {
    metadataBase: new URL(site.url),
    applicationName: site.name,
    formatDetection: { telephone: false },
    // The tab's icon (app/icon.svg), and the one a phone keeps when the site is added to its home
    // screen. Named here, both: a page's `icons` replace the one Next would link from app/icon.svg.
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: LOGO.path },
    robots: robots(false),
  };
}

export const viewport: Viewport = { themeColor: '#0b4d70', width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-white px-4 py-3 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        {/* Each page renders the header and its main content in a PageShell, which knows the page's address. */}
        {children}
        <SiteFooter />
      </body>
    </html>
  );
}
