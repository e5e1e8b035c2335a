import { INTERNAL_LINKS_MIN } from './rules';
import type { Root } from 'mdast';
import { toString as mdastText } from 'mdast-util-to-string';
import { visit } from 'unist-util-visit';
import { count, type Finding } from './finding';

/**
 * Link words that say nothing of where a link goes, read alone (as a screen reader lists links):
 * "click here", "read more" and their short forms. Kept short so a real link name is never caught.
 */
export const VAGUE_LINK_TEXT: readonly string[] = ['click here', 'here', 'read more', 'more', 'click', 'click this link', 'this link', 'link'];

interface Link {
  href: string;
  text: string;
  line?: number;
  column?: number;
}

/** The page's links: Markdown links, and building blocks' and <a> tags' href props written as text. */
function linksOf(tree: Root): Link[] {
  const links: Link[] = [];
  visit(tree, (node) => {
    const start = node.position?.start;
    if (node.type === 'link') links.push({ href: node.url, text: mdastText(node), line: start?.line, column: start?.column });
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      for (const attribute of node.attributes) {
        if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'href' && typeof attribute.value === 'string') {
          links.push({ href: attribute.value, text: mdastText(node), line: start?.line, column: start?.column });
        }
      }
    }
  });
  return links;
}

/** A link's address within the site ("/boilers"), or undefined for another site, an e-mail or a phone number. */
function sitePath(href: string, siteUrl: string): string | undefined {
  const base = siteUrl.replace(/\/+$/, '');
  const local = href.startsWith(`${base}/`) || href === base ? href.slice(base.length) || '/' : href;
  if (!local.startsWith('/') || local.startsWith('//')) return undefined;
  return local.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1');
}

export function linkFindings(tree: Root, route: string, siteUrl: string, textLine: number | undefined): { internalLinks: number; findings: Finding[] } {
  const links = linksOf(tree);
  const findings: Finding[] = [];
  for (const link of links) {
    const words = link.text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
    if (!VAGUE_LINK_TEXT.includes(words)) continue;
    findings.push({
      rule: 'link-text',
      line: link.line,
      column: link.column,
      message: `this link says only "${link.text.trim()}", which tells nobody where it goes (screen readers list a page's links by their words alone): make the link's words say it, like "[our boiler servicing prices](/boilers)"`,
    });
  }
  // A link to the page itself, or to an #anchor on it, takes no one anywhere else.
  const internalLinks = links.filter((link) => {
    const path = sitePath(link.href, siteUrl);
    return path !== undefined && path !== '' && path !== route;
  }).length;
  if (internalLinks < INTERNAL_LINKS_MIN) {
    findings.push({
      rule: 'internal-links',
      line: textLine,
      message: `the text links to ${internalLinks === 0 ? 'no other page' : count(internalLinks, 'other page')} of the site; links to at least ${INTERNAL_LINKS_MIN} related pages (a service, another guide) help readers go on and search engines find them: add some, like "[boiler servicing](/boilers)"`,
    });
  }
  return { internalLinks, findings };
}
