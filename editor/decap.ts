/**
 * What the editor's code uses of Decap CMS's prebuilt script (decap-cms.js), which comes before it on
 * /admin and leaves these on window. Decap's React is its own: its components are made with its
 * `createClass` and `h`, never with the site's React (editor/preview/template.ts).
 */

/** An Immutable.js map, as Decap passes entries and collections. */
export interface DecapMap {
  get(key: string): unknown;
  getIn(path: readonly string[]): unknown;
  toJS(): unknown;
}

/** What Decap gives a preview template: the entry being edited, its photos, and the preview's frame. */
export interface PreviewTemplateProps {
  entry: DecapMap;
  collection: DecapMap;
  /** A photo's address as written (/images/boiler.jpg) → one the preview can show (a blob: address for a new upload). */
  getAsset: (path: string) => { toString(): string };
  /** The preview iframe's own document and window. */
  document: Document;
  window: Window;
}

/** The props Decap gives a field's control (decap-cms-core, EditorControlPane/Widget.js). */
export interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: DecapMap;
  entry: DecapMap;
}

/** What a control tells Decap before a save. */
export type Validity = true | { error: { type: string; message: string } };

/** A class of Decap's React (create-react-class binds its methods); `S` is what the instance keeps. */
export interface ClassSpec<P, S = object> {
  render(this: { props: P } & S): unknown;
  componentDidMount?(this: { props: P } & S): void;
  componentDidUpdate?(this: { props: P } & S): void;
  componentWillUnmount?(this: { props: P } & S): void;
  /** Read by Decap before a save: true, or `{ error: { message } }` to refuse it; or a promise of either. */
  isValid?(this: { props: P } & S): Validity | Promise<Validity>;
}

export interface Decap {
  CMS: {
    registerWidget(name: string, control: unknown): void;
    registerPreviewTemplate(collection: string, component: unknown): void;
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  };
  createClass<P, S = object>(spec: ClassSpec<P, S>): unknown;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): unknown;
}

export function decap(): Decap {
  const globals = window as unknown as Partial<Decap>;
  if (!globals.CMS || !globals.createClass || !globals.h)
    throw new Error('The editor script runs after decap-cms.js, which leaves CMS, createClass and h on window.');
  return globals as Decap;
}
