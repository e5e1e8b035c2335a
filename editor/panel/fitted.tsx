import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Its content at its own width (a search result's 600 px), made smaller to fit where the pane is
 * narrower (a tablet's), never cut or scrolled: scaled, so the text keeps the lines it has at full size.
 */
export function Fitted({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ scale: number; height?: number }>({ scale: 1 });
  useLayoutEffect(() => {
    const box = outer.current!;
    const content = inner.current!;
    const measure = () => {
      const scale = Math.min(1, box.clientWidth / content.offsetWidth);
      setFit({ scale, height: Math.ceil(content.offsetHeight * scale) });
    };
    measure();
    // The frame's own observer: the elements are in the preview's document, not the editor's.
    const observer = new (box.ownerDocument.defaultView ?? window).ResizeObserver(measure);
    observer.observe(box);
    observer.observe(content);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={outer} style={{ height: fit.height, overflow: 'hidden' }}>
      <div ref={inner} style={{ width: 'max-content', transform: `scale(${fit.scale})`, transformOrigin: 'top left' }}>
        {children}
      </div>
    </div>
  );
}
