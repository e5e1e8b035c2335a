export type EntryParts = typeof import('./entry-parts');

let loading: Promise<EntryParts> | undefined;
let loaded: EntryParts | undefined;

/** The editor's code for an open entry, fetched once, when first asked for (build/editor/bundle.ts splits it off). */
export const loadEntryParts = (): Promise<EntryParts> =>
  (loading ??= import('./entry-parts').then((parts) => (loaded = parts)));

/** The same, once it has arrived. */
export const entryPartsLoaded = (): EntryParts | undefined => loaded;
