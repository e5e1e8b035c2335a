import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inlineScripts } from '@/lib/security-headers';
import { deferredSources } from './deferred-scripts';
import { attribute, isNoModule, isScriptPreload } from './html-tags';

/**
 * What each page of a static export makes the browser download and run: the scripts it loads
 * (external chunks, gzip as `npm run serve` and static hosts send them, plus the inline scripts,
 * which carry the framework's page data) and its stylesheets. Byte counts of a given build are
 * deterministic, so the JavaScript budget is a test, not a benchmark.
 */

export interface PageWeight {
  /** `/about`; the not-found page is `/404`. */
  route: string;
  /** External scripts the page loads, as `/_next/...` paths (`nomodule` fallbacks excluded: modern browsers never fetch them). */
  chunks: string[];
  /** Gzip bytes of the external scripts, each compressed on its own as a server would send it. */
  externalGzip: number;
  /** Gzip bytes of the inline scripts (the framework's page data and bootstrap). */
  inlineGzip: number;
  /** externalGzip + inlineGzip. */
  jsGzip: number;
  /** Stylesheets the page links, and the gzip bytes of those and of its inline styles. */
  stylesheets: string[];
  cssGzip: number;
}

export interface ExportWeight {
  pages: PageWeight[];
  /** The not-found page: the framework and the site's shell, with no page content. */
  floor: PageWeight;
  /** Every stylesheet and distinct inline style of the site, gzip. */
  siteCssGzip: number;
}

export const NOT_FOUND_ROUTE = '/404';

export const gzipSize = (data: string | Buffer): number => zlib.gzipSync(data).length;

/** Every HTML page of an export (the framework's own files under _next/ aside). */
export function htmlFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_next' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

/** about.html → /about, index.html → /, 404.html → /404 */
function routeOf(out: string, file: string): string {
  const relative = path.relative(out, file).replace(/\\/g, '/');
  return `/${relative.replace(/(^|\/)?index\.html$/, '').replace(/\.html$/, '')}`;
}

/** Script addresses a page makes the browser fetch: script tags, script preloads and those its start-up loader adds. */
export function scriptSources(html: string): string[] {
  const fromTags = [...html.matchAll(/<script\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !isNoModule(tag))
    .map((tag) => attribute(tag, 'src'));
  const fromPreloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="modulepreload"/.test(tag) || isScriptPreload(tag))
    .map((tag) => attribute(tag, 'href'));
  const all = [...fromTags, ...fromPreloads, ...deferredSources(html)];
  return [...new Set(all.filter((src): src is string => Boolean(src)))];
}

export function stylesheetSources(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /\srel="stylesheet"/.test(tag))
    .map((tag) => attribute(tag, 'href'))
    .filter((href): href is string => Boolean(href));
}

export const inlineStyles = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);

export function measureExport(out: string): ExportWeight {
  const sizes = new Map<string, number>();
  const fileGzip = (src: string) => {
    const local = decodeURIComponent(src.split('?')[0]!);
    if (!sizes.has(local)) sizes.set(local, gzipSize(fs.readFileSync(path.join(out, local))));
    return sizes.get(local)!;
  };
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

  const allCss = new Map<string, number>();
  const pages = htmlFiles(out)
    .map((file) => ({ route: routeOf(out, file), html: fs.readFileSync(file, 'utf8') }))
    // Next writes the not-found page twice; 404.html is the one hosts serve.
    .filter(({ route }) => route !== '/_not-found')
    .map(({ route, html }): PageWeight => {
      const chunks = scriptSources(html).filter((src) => src.startsWith('/'));
      const externalGzip = sum(chunks.map(fileGzip));
      const inline = inlineScripts(html);
      const inlineGzip = inline.length > 0 ? gzipSize(inline.join('\n')) : 0;
      const stylesheets = stylesheetSources(html).filter((href) => href.startsWith('/'));
      const styles = inlineStyles(html);
      for (const href of stylesheets) allCss.set(href, fileGzip(href));
      for (const text of styles) allCss.set(`inline:${text}`, gzipSize(text));
      const cssGzip = sum(stylesheets.map(fileGzip)) + (styles.length > 0 ? gzipSize(styles.join('\n')) : 0);
      return { route, chunks, externalGzip, inlineGzip, jsGzip: externalGzip + inlineGzip, stylesheets, cssGzip };
    })
    .sort((a, b) => a.route.localeCompare(b.route));

  const floor = pages.find((page) => page.route === NOT_FOUND_ROUTE);
  if (!floor) throw new Error(`${out}/404.html is missing: build the site first.`);
  return { pages, floor, siteCssGzip: sum([...allCss.values()]) };
}

/** Chunks a page loads beyond those of the not-found page (the framework and the shell). */
export const pageSpecificChunks = (page: PageWeight, floor: PageWeight): string[] =>
  page.chunks.filter((chunk) => !floor.chunks.includes(chunk));

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
