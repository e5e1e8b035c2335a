import type { ComponentType } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { getMDXComponents } from '@/components/mdx';
import type { MdxComponentName } from '@/schemas/components';

/**
 * What a building block shows with these settings, as text: the site's own component, rendered over
 * the build's content (preview-data.json) as the preview renders it. Undefined when it shows no text,
 * or cannot render on its own (before the content is read, say). Call it outside React's rendering:
 * it renders at once, in a root of its own.
 */
export function blockText(name: MdxComponentName, props: Record<string, unknown>): string | undefined {
  const Block = getMDXComponents({ related: [] })[name] as ComponentType<Record<string, unknown>>;
  const element = document.createElement('div');
  let failed = false;
  const root = createRoot(element, {
    onUncaughtError: () => {
      failed = true;
    },
  });
  flushSync(() => root.render(<Block {...props} />));
  const text = element.textContent?.trim();
  root.unmount();
  return failed || !text ? undefined : text;
}
