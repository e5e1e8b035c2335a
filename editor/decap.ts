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
  /** Stale once another field changes (Decap keeps it only for old widgets): read getEntry() instead. */
  entry: DecapMap;
  /** The entry as the form holds it now, from Decap's store. */
  getEntry(): DecapMap;
  /** The entry's collection, with its fields in the editor's order. */
  collection: DecapMap;
  /** The uniqueFieldIds (`<name>-field-<n>`) of the groups and lists this field is inside. */
  parentIds?: readonly string[];
}

/** What a control tells Decap before a save. */
export type Validity = true | { error: { type: string; message: string } };

/** A class of Decap's React (create-react-class binds its methods); `S` is what the instance keeps. */
export type Self<P, S> = { props: P; forceUpdate(): void } & S;

export interface ClassSpec<P, S = object> {
  render(this: Self<P, S>): unknown;
  componentDidMount?(this: Self<P, S>): void;
  componentDidUpdate?(this: Self<P, S>, previous: P): void;
  shouldComponentUpdate?(this: Self<P, S>, next: P): boolean;
  componentWillUnmount?(this: Self<P, S>): void;
  /** Read by Decap before a save: true, or `{ error: { message } }` to refuse it; or a promise of either. */
  isValid?(this: Self<P, S>): unknown;
  /** Read by Decap's Widget from a control, when it has them. */
  focus?(this: Self<P, S>, path?: string): void;
  getValidateValue?(this: Self<P, S>): unknown;
}

export interface Decap {
  CMS: {
    registerWidget(name: string, control: unknown): void;
    /** Registers a widget again, keeping what else Decap knows of it (its preview, schema, styles). */
    registerWidget(widget: { name: string; controlComponent: unknown; previewComponent?: unknown }): void;
    getWidget(name: string): ({ control: unknown; preview?: unknown } & Record<string, unknown>) | undefined;
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
