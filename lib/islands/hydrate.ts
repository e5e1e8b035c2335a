import { createElement, startTransition, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { PROPS_ATTRIBUTE, ROOT_ATTRIBUTE, SLOT_ATTRIBUTE } from './markup';

/**
 * In the browser: brings every island of one kind on the page to life, each in its own root
 * (components/islands/island.tsx rendered it), from the props its HTML carries. The rest of the
 * page is never hydrated. Slots are handed back as the HTML the server rendered.
 *
 * Hydration runs as a transition, so React does it in short slices between which the browser can
 * answer the visitor, rather than in one long task.
 */
export function hydrateIslands(name: string, component: ComponentType<never>): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${ROOT_ATTRIBUTE}="${CSS.escape(name)}"]`)) {
    const props = JSON.parse(root.getAttribute(PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
    for (const slot of root.querySelectorAll<HTMLElement>(`[${SLOT_ATTRIBUTE}]`)) {
      const key = slot.getAttribute(SLOT_ATTRIBUTE)!;
      props[key] = createElement('div', {
        className: slot.className,
        [SLOT_ATTRIBUTE]: key,
        dangerouslySetInnerHTML: { __html: slot.innerHTML },
      });
    }
    startTransition(() => {
      hydrateRoot(root, createElement(component as ComponentType<Record<string, unknown>>, props));
    });
  }
}
