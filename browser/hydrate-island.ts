import { createElement, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PROPS_ATTRIBUTE, READY_ATTRIBUTE, SLOT_ATTRIBUTE } from '@/components/islands/markup';

/** Marks the root once React has committed the island and run its effects, the island's own first. */
function Started({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    root.setAttribute(READY_ATTRIBUTE, '');
  }, [root]);
  return children;
}

/**
 * In the browser: brings one island to life in its own root (components/islands/island.tsx
 * rendered it), from the props its HTML carries, when the site script finds it is needed
 * (browser/lazy-islands.ts). The rest of the page is never hydrated. Slots are handed back as
 * the HTML the server rendered.
 *
 * Hydration runs as a transition, so React does it in short slices between which the browser can
 * answer the visitor, rather than in one long task.
 */
export function hydrateIsland(root: HTMLElement, component: ComponentType<never>): void {
  const props = JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
    const key = slot.getAttribute(SLOT_ATTRIBUTE)!;
    props[key] = createElement('div', {
      className: slot.className,
      [SLOT_ATTRIBUTE]: key,
      dangerouslySetInnerHTML: { __html: slot.innerHTML },
    });
  }
  const island = createElement(component as ComponentType<Record<string, unknown>>, props);
  startTransition(() => {
    hydrateRoot(root, createElement(Started, { root }, island));
  });
}
