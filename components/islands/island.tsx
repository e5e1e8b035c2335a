import type { ComponentType, ReactNode } from 'react';
import { PROPS_ATTRIBUTE, propsJson, ROOT_ATTRIBUTE, SLOT_ATTRIBUTE, SLOT_CLASS } from '@/lib/islands/markup';

interface IslandProps<P extends object, S extends keyof P> {
  /** The island's export name, as its root element's `data-island` says it. */
  name: string;
  /** The island: a client component from a `*.island.tsx` file. */
  component: ComponentType<P>;
  /** Its props, as JSON goes (text, numbers, true or false, lists, plain objects). */
  props: Omit<P, S>;
  /** Props that are server-rendered parts: kept in the page as HTML and handed back as they are. */
  slots?: { [K in S]: ReactNode };
  className?: string;
}

/**
 * Renders an island where the browser can hydrate it alone (lib/islands/hydrate.ts): inside an
 * element that names it and carries its props as JSON. A page renders each island through this,
 * and the build fails for one that is not (lib/islands/decide.ts).
 */
export function Island<P extends object, S extends keyof P = never>({
  name,
  component: Component,
  props,
  slots,
  className,
}: IslandProps<P, S>) {
  const slotted = Object.fromEntries(
    Object.entries<ReactNode>(slots ?? {}).map(([key, node]) => [
      key,
      <div key={key} className={SLOT_CLASS} {...{ [SLOT_ATTRIBUTE]: key }}>
        {node}
      </div>,
    ]),
  );
  const all = { ...props, ...slotted } as P;
  return (
    <div className={className} {...{ [ROOT_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: propsJson(name, props) }}>
      <Component {...all} />
    </div>
  );
}
