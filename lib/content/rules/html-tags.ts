import { mdxComponentSchemas } from '@/schemas/components';
import type { ComponentRule } from './component-rule';

/** HTML a page cannot carry: the site's security policy blocks what they would load or run. */
const BLOCKED_TAGS = new Set(['script', 'style', 'iframe', 'frame', 'object', 'embed', 'form', 'link', 'meta', 'base']);

/**
 * Lower-case tags are plain HTML (<br />, <abbr>): allowed as MDX allows them, unless the tag is
 * something the page cannot carry, a heading, or a building block written without its capitals.
 */
export const htmlTags: ComponentRule = {
  origin: 'content-check:html-tags',
  check(uses) {
    const names = Object.keys(mdxComponentSchemas);
    return uses.flatMap((use) => {
      if (use.name && use.name[0] !== use.name[0]?.toLowerCase()) return [];
      const meant = names.find((name) => name.toLowerCase() === use.name.toLowerCase());
      let message: string | undefined;
      if (BLOCKED_TAGS.has(use.name)) {
        message = `<${use.name}> cannot be used in a page: the site's security settings block embedded pages, scripts and forms, so visitors would see nothing. Link to it instead, like [Watch the video](https://…)`;
      } else if ('style' in use.props || use.unreadable.includes('style')) {
        message = `<${use.name} style=…> cannot be used in a page: the look of the site comes from its styles and building blocks. Remove the style (for a highlighted box, use <Callout>)`;
      } else if (/^h[1-6]$/.test(use.name)) {
        const marks = '#'.repeat(Math.max(2, Number(use.name[1])));
        message = `<${use.name}> headings are written with #s in these pages, which gives them their link and their place in "On this page": write the heading on a line starting "${marks} " instead`;
      } else if (meant) {
        message = `<${use.name}> must be written <${meant}>: the names of building blocks start with a capital letter`;
      }
      return message ? [{ use, message }] : [];
    });
  },
};
