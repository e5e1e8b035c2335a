import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { htmlFiles } from '@/build/export-files';

/** Gzip bytes, compressed as a server sends a file (zlib's default level). */
export const gzipSize = (data: string | Buffer): number => zlib.gzipSync(data).length;

export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

const stylesheetHrefs = (html: string): string[] =>
  [...html.matchAll(/<link\b[^>]*\srel="stylesheet"[^>]*>/g)]
    .map(([tag]) => /\shref="([^"]*)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href?.startsWith('/')));

const inlineStyles = (html: string): string[] =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map(([, text = '']) => text);

/** Every stylesheet and distinct inline style of an export, gzip: the CSS of the whole site. */
export function siteCssGzip(out: string): number {
  const css = new Map<string, number>();
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const href of stylesheetHrefs(html))
      if (!css.has(href))
        css.set(href, gzipSize(fs.readFileSync(path.join(out, decodeURIComponent(href.split('?')[0]!)))));
    for (const text of inlineStyles(html)) css.set(`inline:${text}`, gzipSize(text));
  }
  return [...css.values()].reduce((total, bytes) => total + bytes, 0);
}
