import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { htmlFiles, out } from '../support/export-files';
import { literally } from './settings';

// Every table of the export has an accessible name (issue 52): a <caption>, an aria-label, or an
// aria-labelledby naming elements with text on the same page (a Markdown table is named after the
// heading above it, lib/table-names.ts). Read from the HTML files, with no browser.

const attribute = (attributes: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(attributes)?.[1];
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** The text of the element with this id, or undefined when the page has none. */
function textById(html: string, id: string): string | undefined {
  const element = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*\\sid="${literally(id)}"[^>]*>([\\s\\S]*?)</\\1>`).exec(html);
  return element ? textOf(element[2]!) : undefined;
}

/** The table's accessible name, as the first of its sources that gives one, or '' for none. */
function nameOf(html: string, attributes: string, inner: string): string {
  const labelledBy = attribute(attributes, 'aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => textById(html, id) ?? '')
      .join(' ')
      .trim();
  const label = attribute(attributes, 'aria-label');
  if (label) return label.trim();
  const caption = /^\s*<caption\b[^>]*>([\s\S]*?)<\/caption>/.exec(inner);
  return caption ? textOf(caption[1]!) : '';
}

test('every table of the export has an accessible name', () => {
  const unnamed: string[] = [];
  let tables = 0;
  for (const file of htmlFiles(out)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const [, attributes = '', inner = ''] of html.matchAll(/<table\b([^>]*)>([\s\S]*?)<\/table>/g)) {
      tables += 1;
      if (!nameOf(html, attributes, inner))
        unnamed.push(`${path.relative(out, file)}: <table${attributes}> ${textOf(inner).slice(0, 60)}…`);
    }
  }
  console.log(`Table names: ${tables} tables, ${unnamed.length} without a name.`);
  expect(tables).toBeGreaterThan(0);
  expect(unnamed).toEqual([]);
});
