import fs from 'node:fs';
import path from 'node:path';
import { frontmatterYAML } from 'decap-cms-core/dist/esm/formats/frontmatter.js';
import yamlFormatter from 'decap-cms-core/dist/esm/formats/yaml.js';
import type { EditorCollection } from './config';
import type { EditorField } from './fields';

/**
 * A content file as the web editor writes it back: read with Decap CMS's own formats
 * (decap-cms-core) and written again with the key order and comments its fields give, as Decap's
 * backend does on every save (`entryToRaw`). A file that comes back unchanged is one the editor
 * changes only where staff change it.
 */

/** `phone.display`-style names of every field that has a comment, as Decap gathers them. */
function commentsOf(fields: readonly EditorField[], prefix = ''): Record<string, string> {
  return Object.assign(
    {},
    ...fields.map((field) => ({
      ...(field.comment ? { [`${prefix}${field.name}`]: field.comment } : {}),
      ...(field.fields ? commentsOf(field.fields, `${prefix}${field.name}.`) : {}),
    })),
  );
}

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
  const comments = commentsOf(fields);
  const formatter = frontmatter ? frontmatterYAML() : yamlFormatter;
  const written = formatter.toFile(formatter.fromFile(text), order, comments);
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
