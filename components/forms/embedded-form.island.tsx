'use client';

import { useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Toaster } from '@/components/toast/toaster.island';
import { toast } from '@/components/toast/toast-store';

/** How long a visible form may take to load before the visitor is offered the phone instead. */
export const FORM_LOAD_TIMEOUT_MS = 6000;

interface EmbeddedFormProps {
  src: string;
  title: string;
  height: number;
  /** The provider's embed script, added to the head once however often the form pages are visited. */
  scriptSrc: string;
  phone: { display: string; href: string };
  /** Shown in the reserved space until the form is rendered (and to visitors without JavaScript). */
  placeholder: ReactNode;
}

const noSubscription = () => () => {};

function addScriptOnce(src: string) {
  const present = [...document.querySelectorAll<HTMLScriptElement>('script[src]')].some(
    (script) => script.src === new URL(src, location.href).href,
  );
  if (present) return;
  const script = document.createElement('script');
  script.src = src;
  script.async = true;
  document.head.appendChild(script);
}

/**
 * The hosted form in an iframe of fixed height (nothing shifts). The iframe is created after
 * hydration so its load event is never missed; if it has not loaded a few seconds after coming into
 * view, a toast offers the phone number.
 */
export function EmbeddedFormIsland({ src, title, height, scriptSrc, phone, placeholder }: EmbeddedFormProps) {
  // False while prerendering and hydrating, true once running in the browser.
  const mounted = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const [loaded, setLoaded] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (scriptSrc) addScriptOnce(scriptSrc);
  }, [scriptSrc]);

  useEffect(() => {
    if (!mounted || loaded || !box.current) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting || timer) return;
      timer = setTimeout(
        () =>
          toast({
            title: 'The form is taking a while to load',
            description: `You can also call us on ${phone.display}.`,
            action: { label: `Call ${phone.display}`, href: phone.href },
          }),
        FORM_LOAD_TIMEOUT_MS,
      );
    });
    observer.observe(box.current);
    return () => {
      observer.disconnect();
      clearTimeout(timer);
    };
  }, [mounted, loaded, phone]);

  return (
    <div ref={box} style={{ minHeight: height }} data-island="EmbeddedFormIsland">
      {mounted ? (
        <iframe
          src={src}
          title={title}
          loading="lazy"
          height={height}
          onLoad={() => setLoaded(true)}
          className="block w-full rounded-xl border border-slate-200 bg-white"
          style={{ height }}
        />
      ) : (
        placeholder
      )}
      <Toaster />
    </div>
  );
}
