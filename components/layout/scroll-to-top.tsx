'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef } from 'react';

/**
 * Every navigation lands at the top of the new page: smoothly on knowledge-centre pages, at once
 * elsewhere and whenever the reader asks for reduced motion.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const previous = useRef(pathname);

  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (window.location.hash) return; // a link to a heading lands on the heading
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const smooth = pathname.startsWith('/knowledge-centre/') && !reduced;
    window.scrollTo({ top: 0, left: 0, behavior: smooth ? 'smooth' : 'instant' });
  }, [pathname]);

  return null;
}
