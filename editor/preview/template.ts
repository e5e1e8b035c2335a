import type { CollectionName } from '@/lib/content/collections';
import { decap, type PreviewTemplateProps } from '@/editor/decap';
import { loadEntryParts } from '@/editor/load-entry-parts';
import type { LivePreview } from './live-preview';

/**
 * A preview template as Decap takes it: a component of Decap's own React (its createClass and h)
 * that renders only an empty element, into which the site's React renders the page, in a root of its
 * own (./live-preview.tsx). The element is in the preview frame's document, so the page gets the
 * frame's styles (the site's stylesheet, registered in ./register.ts). The preview's code and the
 * site's content arrive as the first entry opens (`ready`).
 */
export function previewTemplate(collection: CollectionName, ready: () => Promise<unknown>): unknown {
  const { createClass, h } = decap();
  const hosts = new WeakMap<object, HTMLElement>();
  const previews = new WeakMap<object, LivePreview>();
  const gone = new WeakSet<object>();
  return createClass<PreviewTemplateProps>({
    componentDidMount() {
      const content = ready();
      void loadEntryParts().then(({ LivePreview }) => {
        if (gone.has(this)) return;
        const preview = new LivePreview(hosts.get(this)!, collection, content);
        previews.set(this, preview);
        preview.update(this.props);
      });
    },
    componentDidUpdate() {
      previews.get(this)?.update(this.props);
    },
    componentWillUnmount() {
      gone.add(this);
      previews.get(this)?.stop();
    },
    render() {
      return h('div', {
        ref: (element: HTMLElement | null) => {
          if (element) hosts.set(this, element);
        },
      });
    },
  });
}
