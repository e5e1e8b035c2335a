import fs from 'node:fs';
import path from 'node:path';
import { frontmatterYAML } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import type { Fault } from '@/lib/content/faults';
import { editorCollections, type EditorCollection } from './config';
import type { EditorField } from './fields';

/**
 * A content file as the web editor writes it back: read with Decap CMS's own formats
 * (decap-cms-core) and written again in the key order its fields give, as Decap's backend does on
 * every save (`entryToRaw`). A file that comes back unchanged is one the editor changes only where
 * staff change it. Decap writes a field's `comment` only in a folder's pages, never in a settings
 * file, so the settings files carry none: what a setting is for is its field's hint.
 */

/** The collection's fields for a file of the site's repository (content/…), or undefined if the editor has none. */
export function editorFieldsOf(collections: readonly EditorCollection[], file: string) {
  for (const collection of collections) {
    if (collection.folder && file.startsWith(`${collection.folder}/`) && file.endsWith(`.${collection.extension}`))
      return { fields: collection.fields!, frontmatter: true };
    const named = collection.files?.find((entry) => entry.file === file);
    if (named) return { fields: named.fields, frontmatter: false };
  }
  return undefined;
}

export function asEditorWrites(text: string, fields: readonly EditorField[], frontmatter: boolean): string {
  const order = fields.map((field) => field.name);
  const formatter = frontmatter ? frontmatterYAML() : yamlFormatter;
  // Decap writes its settings with \n and keeps a body's \r\n, which would leave a file of both: the
  // editor's style is \n throughout, as its Text box writes it.
  const written = formatter.toFile(formatter.fromFile(text.replace(/\r\n/g, '\n')), order);
  return written.endsWith('\n') ? written : `${written}\n`;
}

/** Every page and settings file under content/, as paths from the project's folder. */
export function contentFiles(root = '.'): string[] {
  return fs
    .readdirSync(path.join(root, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.(mdx|ya?ml)$/.test(file))
    .map((file) => `content/${file.replace(/\\/g, '/')}`)
    .sort();
}

/**
 * Writes a content file (a path from `root`) as the web editor writes it, changing no value; false
 * when it already was. Throws for a file the editor has no collection for.
 */
export function rewriteAsEditorWrites(root: string, file: string): boolean {
  const found = editorFieldsOf(editorCollections(), file);
  if (!found) throw new Error(`${file}: the web editor has no collection for this file.`);
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const written = asEditorWrites(text, found.fields, found.frontmatter);
  if (written === text) return false;
  fs.writeFileSync(path.join(root, file), written);
  return true;
}

/**
 * A warning for each content file written in another style than the web editor's (hand-edited in
 * another YAML style: other quotes, order or folding), at its first line that differs: the editor's
 * next save would rewrite those lines too. Style alone never stops publishing (DECISIONS.md); a file
 * the check cannot read is left to the check's own error.
 */
export function editorStyleWarnings(root = '.'): Fault[] {
  const collections = editorCollections();
  return contentFiles(root).flatMap((file) => {
    const found = editorFieldsOf(collections, file);
    if (!found) return [];
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    let written: string;
    try {
      written = asEditorWrites(text, found.fields, found.frontmatter);
    } catch {
      return [];
    }
    if (written === text) return [];
    const lines = text.split('\n');
    const wrote = written.split('\n');
    const line = lines.findIndex((value, index) => value !== wrote[index]) + 1 || lines.length;
    return [
      {
        file,
        line,
        severity: 'warning' as const,
        message: `this file is written in another style than the web editor's (quotes, order or line breaks), so the editor's next save would change lines you did not: run \`npm run content:editor-style ${file}\` to write it as the editor does (no value changes)`,
      },
    ];
  });
}
