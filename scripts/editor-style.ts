/**
 * `npm run content:editor-style [files…]`: writes content files as the web editor writes them (key
 * order, quotes, line folding, the comments of the settings files), changing no value, so that the
 * editor's next save of the file changes only what staff change. With no files, every content file.
 * The unit test tests/unit/editor-round-trip.test.ts names any file that needs it.
 */
import fs from 'node:fs';
import { editorConfig } from '@/build/editor/config';
import { asEditorWrites, contentFiles, editorFieldsOf } from '@/build/editor/round-trip';

const { collections } = editorConfig({ repository: 'owner/site', siteUrl: 'https://www.example.com' });
const files = process.argv.length > 2 ? process.argv.slice(2) : contentFiles();
let changed = 0;
for (const file of files) {
  const found = editorFieldsOf(collections, file);
  if (!found) {
    console.error(`✖ ${file}: the web editor has no collection for this file.`);
    process.exitCode = 1;
    continue;
  }
  const text = fs.readFileSync(file, 'utf8');
  const written = asEditorWrites(text, found.fields, found.frontmatter);
  if (written === text) continue;
  fs.writeFileSync(file, written);
  changed += 1;
  console.log(`✔ ${file}: now written as the web editor writes it.`);
}
console.log(`${files.length} files read, ${changed} rewritten.`);
