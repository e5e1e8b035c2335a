import type { CollectionName } from '@/lib/content/collections';
import { decap, type PreviewTemplateProps } from '@/editor/decap';
import { LivePreview } from './live-preview';

/**
 * A preview template as Decap takes it: a component of Decap's own React (its createClass and h)
 * that renders only an empty element, into which the site's React renders the page, in a root of its
 * own (./live-preview.tsx). The element is in the preview frame's document, so the page gets the
 * frame's styles (the site's stylesheet, registered in ./register.ts).
 */
export function previewTemplate(collection: CollectionName, ready: Promise<unknown>): unknown {
  const { createClass, h } = decap();
  const hosts = new WeakMap<object, HTMLElement>();
  const previews = new WeakMap<object, LivePreview>();
  return createClass<PreviewTemplateProps>({
    componentDidMount() {
      const preview = new LivePreview(hosts.get(this)!, collection, ready);
      previews.set(this, preview);
      preview.update(this.props);
    },
    componentDidUpdate() {
      previews.get(this)?.update(this.props);
    },
    componentWillUnmount() {
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
