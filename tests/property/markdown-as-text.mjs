// EDITING.md as a module of text, as esbuild (build/editor/bundle.ts) and Vitest (vitest.config.ts) load
// it: the block menu's names are read from it. Registered by `npm run test:fuzz` (`--import`).
import { readFile } from 'node:fs/promises';
import { register } from 'node:module';

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.md')) return nextLoad(url, context);
  const text = await readFile(new URL(url), 'utf8');
  return { format: 'module', source: `export default ${JSON.stringify(text)};`, shortCircuit: true };
}

if (!process.env.MARKDOWN_AS_TEXT_HOOK) {
  process.env.MARKDOWN_AS_TEXT_HOOK = '1';
  register(import.meta.url);
}
