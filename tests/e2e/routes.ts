import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, type APIRequestContext } from '@playwright/test';
import { site } from './settings';

export const siteUrl = site.url;

/** Every public path of the built site, read from its sitemap.xml. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(siteUrl, '') || '/');
}

/** An address the site does not have: the server answers it with the 404 page. */
export const missingPath = '/no-such-page';

/** Every public path, and the 404 page. */
export async function everyPage(request: APIRequestContext): Promise<string[]> {
  return [...(await sitemapPaths(request)), missingPath];
}

/** The export the running project serves: the site as published, or the preview build. */
export const exportDir = () => (test.info().project.name === 'forms' ? 'tests/.out-forms' : 'out');

/** The file an exported page is written to. */
const fileOf = (dir: string, path: string) =>
  join(dir, path === '/' ? 'index.html' : path === missingPath ? '404.html' : `${path}.html`);

/** A page's HTML as the running project's export holds it (for checks that only read HTML). */
export const pageHtml = (path: string) => readFileSync(fileOf(exportDir(), path), 'utf8');

/**
 * A page's markup as the checks see it: the head's scripts (the hosted form's embed) and its `<main>`,
 * text left out (a changed title in a related link is the same markup; a new card or form is not).
 */
function pageMarkup(file: string): string | undefined {
  if (!existsSync(file)) return undefined;
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
  return [...head.matchAll(/<script\b[^>]*>/g)].join('') + main.replace(/>[^<]*</g, '><');
}

/**
 * The pages the preview build (tests/.out-forms) changes: those it has that the site has not (a draft,
 * the fixture's photos, Our work's jobs), and those whose markup differs (the hosted forms, the jobs'
 * cards, island scripts bundled apart). Every other page is the site's own, already checked in the site project.
 */
export function previewChanges(paths: readonly string[]): string[] {
  return paths.filter((path) => pageMarkup(fileOf('tests/.out-forms', path)) !== pageMarkup(fileOf('out', path)));
}

/**
 * The pages a per-page check visits in the running project: every page of the site; of the preview
 * build, only the pages it changes (previewChanges).
 */
export async function pagesToCheck(request: APIRequestContext): Promise<string[]> {
  const paths = await everyPage(request);
  return test.info().project.name === 'forms' ? previewChanges(paths) : paths;
}

/** The page's template: the route file it is made from, and the tools (islands) it carries. */
export function templateOf(path: string): string {
  const html = pageHtml(path);
  const islands = [...new Set([...html.matchAll(/data-island="(\w+)"/g)].map((match) => match[1]))].sort();
  const slug = /^\/([^/]+)$/.exec(path)?.[1];
  const route =
    [
      [/^\/knowledge-centre\/community\/[^/]+$/, 'community article'],
      [/^\/knowledge-centre\/(?!community$)[^/]+$/, 'article'],
      [/^\/our-work\/[^/]+$/, 'job'],
    ].find(([pattern]) => (pattern as RegExp).test(path))?.[1] ??
    (slug && existsSync(`content/services/${slug}.mdx`) ? 'service page' : undefined) ??
    (slug && existsSync(`content/legal/${slug}.mdx`) ? 'legal page' : undefined) ??
    path;
  return [route, ...islands].join(' + ');
}

/**
 * The first page of each template (templateOf). A per-page check visits every page once where it is
 * likeliest to fail, and these also at its other widths (DECISIONS.md): the same HTML at another width
 * mostly repeats itself, and what differs by width has its own tests at both.
 */
export function templatePages(paths: readonly string[]): string[] {
  const first = new Map<string, string>();
  for (const path of paths) {
    const template = templateOf(path);
    if (!first.has(template)) first.set(template, path);
  }
  return [...first.values()];
}

/** The pages a per-page check visits at a width: every page at `every`, each template's first at the others. */
export async function pagesAt(request: APIRequestContext, width: number, every: number): Promise<string[]> {
  const paths = await pagesToCheck(request);
  return width === every ? paths : templatePages(paths);
}
