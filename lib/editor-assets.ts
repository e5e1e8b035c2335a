/**
 * Files the build copies beside the editor's scripts (build/editor/bundle.ts) and the editor fetches
 * only when it first needs them: never as /admin opens.
 */
export const EDITOR_ASSETS = {
  /** dictionary-en-gb's, for the writing rules' spelling: fetched by the check's worker on its first check. */
  aff: 'en-gb.aff',
  dic: 'en-gb.dic',
  /** Geist Regular, which the build draws share cards in: fetched when the panel first draws one. */
  font: 'geist-regular.ttf',
  /** satori's layout engine (yoga), for the same drawing. */
  layout: 'satori-layout.wasm',
} as const;
