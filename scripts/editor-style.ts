/**
 * `npm run content:editor-style [files…]`: writes content files as the web editor writes them (key
 * order, quotes, line folding), changing no value, so that the
 * editor's next save of the file changes only what staff change. With no files, every content file.
 * The unit test tests/unit/editor-round-trip.test.ts names any file that needs it.
 */
import { contentFiles, rewriteAsEditorWrites } from '@/build/editor/round-trip';

const files = process.argv.length > 2 ? process.argv.slice(2) : contentFiles();
let changed = 0;
for (const file of files) {
  try {
    if (!rewriteAsEditorWrites('.', file)) continue;
  } catch (error) {
    console.error(`✖ ${(error as Error).message}`);
    process.exitCode = 1;
    continue;
  }
  changed += 1;
  console.log(`✔ ${file}: now written as the web editor writes it.`);
}
console.log(`${files.length} files read, ${changed} rewritten.`);
