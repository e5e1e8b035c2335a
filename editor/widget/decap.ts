/**
 * What this code uses of Decap CMS's prebuilt bundle (decap-cms.js, loaded first on /admin): its
 * registry, and its own React's `createClass` and `createElement` (`h`). A control Decap renders must
 * be made with its React; the site's React renders only in roots of its own (STACK.md, "Decap CMS
 * extension points").
 */
import type { ReactNode } from 'react';

/** The props Decap gives a field's control (decap-cms-core, EditorControlPane/Widget.js). */
export interface ControlProps {
  value?: string;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle(): void;
  setInactiveStyle(): void;
  field: { get(key: string, fallback?: unknown): unknown };
  entry: { getIn(path: string[]): unknown; get(key: string): unknown };
}

export interface ControlInstance {
  props: ControlProps;
  [key: string]: unknown;
}

/** A class component in Decap's React, as create-react-class makes one (its methods are bound). */
export type ControlSpec = {
  render(this: ControlInstance): ReactNode;
} & Record<string, (this: ControlInstance, ...args: never[]) => unknown>;

interface DecapGlobals {
  CMS: {
    registerWidget(name: string, control: unknown, preview?: unknown): void;
    registerPreviewTemplate(collection: string, template: unknown): void;
    registerPreviewStyle(style: string, options?: { raw: boolean }): void;
  };
  createClass(spec: ControlSpec): unknown;
  h(type: string, props: Record<string, unknown> | null, ...children: unknown[]): ReactNode;
}

export const decap = (): DecapGlobals => window as unknown as DecapGlobals;
