'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every navigation lands at the top of the new page: smoothly on articles, at once elsewhere and
 * whenever the reader asks for reduced motion. The stylesheet decides which (`data-smooth-scroll`
 * in globals.css), so this scroll and Next's own scroll to the new page behave the same.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return; // a link to a heading lands on the heading
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [pathname]);

  return null;
}
