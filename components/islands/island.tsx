import type { ComponentType, ReactElement, ReactNode } from 'react';
import { PROPS_ATTRIBUTE, propsJson, ROOT_ATTRIBUTE, SLOT_ATTRIBUTE, SLOT_CLASS } from '@/components/islands/markup';
import * as registry from './registry';

/** Islands by name, as components/islands/registry.ts exports them: function components. */
export type IslandRegistry = Record<string, (props: never) => ReactNode>;

type PropsOf<R extends IslandRegistry, N extends keyof R> = R[N] extends (props: infer P) => ReactNode
  ? P extends object
    ? P
    : never
  : never;

/** The props that take a server-rendered part (a React element): an island gets those as slots. */
type SlotKeys<P> = { [K in keyof P]-?: ReactElement extends P[K] ? K : never }[keyof P];

type IslandProps<N extends string, P extends object> = {
  /** The island's name in the registry, which is its export name, as its root element's `data-island` says it. */
  name: N;
  /** Its props, as JSON goes (text, numbers, true or false, lists, plain objects). */
  props: Omit<P, SlotKeys<P>>;
  className?: string;
} & (Record<never, never> extends Pick<P, SlotKeys<P>>
  ? { slots?: Pick<P, SlotKeys<P>> }
  : {
      /** Its server-rendered parts: kept in the page as HTML and handed back to it as they are. */
      slots: Pick<P, SlotKeys<P>>;
    });

/**
 * The <Island> of a registry: it takes one of the registry's names and that island's props, so a
 * name the registry does not have, or props its island does not take, is a type error. A prop that
 * takes a React element is a slot, given in `slots` rather than `props`, which travel as JSON.
 */
export function islandOf<R extends IslandRegistry>(islands: R) {
  return function Island<N extends keyof R & string>({ name, props, slots, className }: IslandProps<N, PropsOf<R, N>>) {
    const Component = islands[name] as unknown as ComponentType<Record<string, unknown>>;
    const slotted = Object.fromEntries(
      Object.entries<ReactNode>((slots ?? {}) as Record<string, ReactNode>).map(([key, node]) => [
        key,
        <div key={key} className={SLOT_CLASS} {...{ [SLOT_ATTRIBUTE]: key }}>
          {node}
        </div>,
      ]),
    );
    const all = { ...props, ...slotted };
    return (
      <div className={className} {...{ [ROOT_ATTRIBUTE]: name, [PROPS_ATTRIBUTE]: propsJson(name, props) }}>
        <Component {...all} />
      </div>
    );
  };
}

/**
 * Renders an island of the site (components/islands/registry.ts) where the browser can hydrate it
 * alone (browser/hydrate-island.ts): inside an element that names it and carries its props as JSON. A
 * page renders each island through this, and the build fails for one that is not (build/decide-islands.ts).
 */
export const Island = islandOf(registry);
