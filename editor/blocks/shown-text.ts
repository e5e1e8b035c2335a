import type { MdxComponentName } from '@/schemas/components';

type ShowText = (name: MdxComponentName, props: Record<string, unknown>) => string | undefined;

let show: ShowText | undefined;

/**
 * What a block shows, as text, once the editor can render the site's blocks (editor/preview/block-text.tsx):
 * given here by the editor as it starts, so that this folder's parsing stays free of React and the DOM.
 */
export function showBlockTextWith(render: ShowText): void {
  show = render;
}

/** What the block shows with these settings, as text; undefined until the editor has said how, or if it shows none. */
export const shownText: ShowText = (name, props) => show?.(name, props);
