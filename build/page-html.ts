/**
 * The changes the build makes to each exported page (scripts/finish-pages.ts): every page loses
 * Next's start-up scripts (an island page loads its islands' own instead); every page gets the site's
 * enhancement script, the speculation rules and its own script policy, placed before any script,
 * and its stylesheet before its scripts.
 */

import { isNextAsset, isNextInlineScript, isStreamingInstruction } from './next';

export class PageScriptError extends Error {}

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;
const LINK = /<link\b[^>]*>/g;

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** Script types a browser runs (and CSP governs); JSON-LD and other data blocks are not among them. */
export function isExecutable(attributes: string): boolean {
  const type = attr(attributes, 'type')?.toLowerCase();
  return !type || ['text/javascript', 'module', 'speculationrules', 'importmap'].includes(type);
}

/**
 * The page without Next's start-up scripts, their preloads and the page data they read. Fails
 * on an executable script it does not know, rather than drop something a page needs, and on content
 * React streamed late (a Suspense boundary), which would stay hidden without its script.
 */
export function withoutFrameworkScripts(route: string, html: string): string {
  const problems: string[] = [];
  let result = html.replace(SCRIPT, (tag, attributes: string, text: string) => {
    if (!isExecutable(attributes)) return tag;
    const src = attr(attributes, 'src');
    if (src && isNextAsset(src)) return '';
    if (!src && isNextInlineScript(text)) return '';
    if (!src && isStreamingInstruction(text)) {
      problems.push(
        `${route}: part of the page is streamed in by a script (a Suspense boundary that resolved late), so it would stay hidden: no page loads the script that shows it. Render it without Suspense.`,
      );
      return tag;
    }
    problems.push(
      `${route}: a script the build does not know (${src ?? `inline: ${text.slice(0, 60)}…`}). A plain page runs only the site's enhancement script; interactive parts are islands (*.island.tsx files).`,
    );
    return tag;
  });
  result = result.replace(LINK, (tag) => (isScriptPreload(tag) && isNextAsset(attr(tag, 'href') ?? '') ? '' : tag));
  // React's streaming runtime comes in several scripts: the page is named once for it.
  if (problems.length > 0) throw new PageScriptError([...new Set(problems)].join('\n'));
  return result;
}

/** Whether a `<link>` asks the browser to fetch a script ahead: a module preload, or a preload as a script. */
function isScriptPreload(tag: string): boolean {
  const rel = attr(tag, 'rel');
  return rel === 'modulepreload' || (rel === 'preload' && attr(tag, 'as') === 'script');
}

/** Whether a `<link>` is a stylesheet. */
const isStylesheet = (tag: string) => attr(tag, 'rel') === 'stylesheet';

/** The address of every stylesheet the page links (the site's CSS, which the web editor's preview also uses). */
export function stylesheetAddresses(html: string): string[] {
  return (html.match(LINK) ?? []).filter(isStylesheet).map((tag) => attr(tag, 'href') ?? '');
}

/** The address of every script the page preloads (an empty string for a preload without one). */
export function scriptPreloads(html: string): string[] {
  return (html.match(LINK) ?? []).filter(isScriptPreload).map((tag) => attr(tag, 'href') ?? '');
}

/** The text of every script of the page that runs (CSP allows inline ones by hash). */
export function executableInlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => isExecutable(attributes) && !attr(attributes, 'src'))
    .map(([, , text = '']) => text);
}

export const POLICY_META = '<meta http-equiv="Content-Security-Policy"';

/**
 * Puts the page's policy first in its head, before any script; then `styles` (inline), the page's
 * own stylesheets, moved up from where Next wrote them, and `scripts`. The browser asks for what
 * it meets first: the stylesheet, which the first paint waits for, goes out before any script, which
 * it does not. Over one HTTP/2 connection, as a CDN serves the site, a script asked for first can be
 * sent first and hold the stylesheet back (README, "The stylesheet first in the head").
 */
export function withHead(
  html: string,
  { policy, styles = '', scripts }: { policy: string; styles?: string; scripts: string },
): string {
  if (html.includes(POLICY_META)) throw new PageScriptError('This page has been finished already: build again.');
  const charset = /<head>(<meta charSet="utf-8"\/>)?/i.exec(html);
  if (!charset) throw new PageScriptError('The page has no <head>.');
  const at = charset.index + charset[0].length;
  const headEnd = html.indexOf('</head>', at);
  if (headEnd < 0) throw new PageScriptError('The page has no </head>.');
  const head = html.slice(at, headEnd);
  const stylesheets = (head.match(LINK) ?? []).filter(isStylesheet).join('');
  const restOfHead = head.replace(LINK, (tag) => (isStylesheet(tag) ? '' : tag));
  const meta = `${POLICY_META} content="${policy.replaceAll('"', '&quot;')}"/>`;
  return `${html.slice(0, at)}${meta}${styles}${stylesheets}${scripts}${restOfHead}${html.slice(headEnd)}`;
}
