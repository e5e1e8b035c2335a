/**
 * How an island's HTML carries what the browser needs to bring it to life on its own, without the
 * rest of the page (docs/islands.md): the element it is hydrated into, its props as JSON, any
 * server-rendered part it is given (a slot), kept as HTML and handed back to it as is, and the
 * script that starts it when it is needed.
 */

/** On the element an island is hydrated into: the island's name (its export's name). */
export const ROOT_ATTRIBUTE = 'data-island-root';
/** On the same element: the island's props, as JSON. */
export const PROPS_ATTRIBUTE = 'data-island-props';
/** On the element that holds a server-rendered prop of the island: the prop's name. */
export const SLOT_ATTRIBUTE = 'data-island-slot';
/** The slot element takes no room of its own. */
export const SLOT_CLASS = 'contents';
/** On the root, written by the build: the address of the island's script (build/site-scripts.ts). */
export const SCRIPT_ATTRIBUTE = 'data-island-script';
/** On the root, written by the build: the chunks that script imports (React among them), space-separated. */
export const IMPORTS_ATTRIBUTE = 'data-island-imports';
/** On the root, set in the browser once React has started the island and run its effects. */
export const READY_ATTRIBUTE = 'data-island-ready';

/** What an island's script exports: the site script calls it when the island is needed (browser/lazy-islands.ts). */
export interface IslandEntry {
  startIsland(root: HTMLElement): void;
}

/** The island roots a page's HTML has, by name, once each. */
export function islandRoots(html: string): string[] {
  return [
    ...new Set([...html.matchAll(new RegExp(`\\s${ROOT_ATTRIBUTE}="([^"]*)"`, 'g'))].map(([, name = '']) => name)),
  ];
}

export class IslandPropsError extends Error {
  constructor(island: string, where: string, what: string) {
    super(
      `The island <${island}> was given ${what} at props.${where}: an island's props travel to the browser as JSON, ` +
        'so they must be text, numbers, true or false, null, lists and plain objects. Pass a server-rendered part as a slot instead.',
    );
    this.name = 'IslandPropsError';
  }
}

/**
 * The props as the JSON the browser reads back. Throws IslandPropsError for anything JSON would
 * change (a date, a function, a React element, NaN), so the browser never renders from different
 * props than the server did, which would undo the server's HTML.
 */
export function propsJson(island: string, props: object): string {
  const check = (value: unknown, where: string): void => {
    if (value === null || typeof value === 'string' || typeof value === 'boolean') return;
    if (typeof value === 'number') {
      if (!Number.isFinite(value)) throw new IslandPropsError(island, where, String(value));
      return;
    }
    if (Array.isArray(value)) return value.forEach((item, index) => check(item, `${where}[${index}]`));
    if (typeof value === 'object' && '$$typeof' in value) throw new IslandPropsError(island, where, 'a React element');
    if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
      for (const [key, item] of Object.entries(value))
        if (item !== undefined) check(item, where ? `${where}.${key}` : key);
      return;
    }
    const what =
      typeof value === 'object' ? `a ${(value as object).constructor?.name ?? 'special object'}` : `a ${typeof value}`;
    throw new IslandPropsError(island, where, what);
  };
  check(props, '');
  return JSON.stringify(props);
}
