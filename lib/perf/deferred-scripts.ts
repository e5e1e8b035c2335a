/**
 * Start-up scripts after the first paint. Next writes each page's start-up scripts as `async` tags
 * (and one as a low-priority preload): on a phone they can arrive, run and hydrate before the page
 * is first painted, and Lighthouse's mobile simulation then counts their download (about 140 KiB
 * on a slow 4G link) into the largest paint. scripts/defer-scripts.ts takes them out of each page
 * and ends the page with a small loader that adds them, in the same order, once the page's first
 * contentful paint is on screen. The page reads and works without them: its links are plain
 * links; they bring the menu drawer, the tooltips and Next's client-side navigation. The
 * measurements are in the README.
 */

import { attribute, isNoModule, isScriptPreload } from './html-tags';

const LOADER_START = '(function(s){';
const LOADER_BODY =
  'var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");' +
  'e.src=u;e.async=false;document.head.appendChild(e)})}' +
  // After the first contentful paint has been shown: its entry is recorded only once the frame is
  // on screen, whereas a task after the frame's animation callback can run before that, and then the
  // scripts still count towards the paint. Without paint timing, after the first frame. A page opened
  // in a hidden tab paints nothing until shown, so it loads them at once; and whatever happens, within 3 s.
  'function later(){setTimeout(go,0)}setTimeout(go,3000);' +
  'if(document.visibilityState==="hidden")go();' +
  'else if(window.PerformanceObserver&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0)' +
  'new PerformanceObserver(function(l){l.getEntriesByName("first-contentful-paint").length&&later()})' +
  '.observe({type:"paint",buffered:true});' +
  'else requestAnimationFrame(function(){setTimeout(go,0)})})(';
const LOADER_END = ')';

const isStartupScript = (src: string | undefined): src is string => Boolean(src?.startsWith('/_next/'));

/** The inline loader for these script addresses, in order. */
export const loaderScript = (sources: readonly string[]): string =>
  LOADER_START + LOADER_BODY + JSON.stringify(sources) + LOADER_END;

/** The addresses a page's loader adds (none if the page has no loader). */
export function deferredSources(html: string): string[] {
  const start = html.indexOf(LOADER_START + LOADER_BODY);
  if (start === -1) return [];
  const from = start + LOADER_START.length + LOADER_BODY.length;
  const end = html.indexOf(LOADER_END + '</script>', from);
  return JSON.parse(html.slice(from, end)) as string[];
}

/**
 * The page with its start-up script tags and script preloads taken out and the loader added at the
 * end of the body. `nomodule` fallbacks, which modern browsers never fetch, and inline scripts (the
 * page data) stay where they are. A page already done, or with no start-up script, is unchanged.
 */
export function deferStartupScripts(html: string): string {
  if (deferredSources(html).length > 0) return html;
  const sources: string[] = [];
  const withoutTags = html.replace(/<script\b[^>]*>\s*<\/script>/g, (tag) => {
    const src = attribute(tag, 'src');
    if (!isStartupScript(src) || isNoModule(tag)) return tag;
    sources.push(src);
    return '';
  });
  const withoutPreloads = withoutTags.replace(/<link\b[^>]*>/g, (tag) => {
    const href = attribute(tag, 'href');
    if (!isScriptPreload(tag) || !isStartupScript(href)) return tag;
    sources.push(href);
    return '';
  });
  const unique = [...new Set(sources)];
  if (unique.length === 0) return html;
  if (!withoutPreloads.includes('</body>')) throw new Error('A page has no </body>: cannot add its script loader.');
  return withoutPreloads.replace('</body>', `<script>${loaderScript(unique)}</script></body>`);
}
