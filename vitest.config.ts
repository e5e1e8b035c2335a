import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // EDITING.md as text, as the editor's bundle has it (build/editor/bundle.ts): the block menu's names.
  plugins: [
    {
      name: 'markdown-as-text',
      transform: (code, id) => (id.endsWith('.md') ? `export default ${JSON.stringify(code)};` : undefined),
    },
    {
      // The packages as `npm run content:check` and the build run them, never their development builds:
      // micromark's asserts fail first on some slips, and a test would then see other errors than staff do.
      name: 'production-packages',
      configResolved(config) {
        const conditions = config.ssr.resolve?.conditions;
        const at = conditions?.indexOf('development|production') ?? -1;
        if (at !== -1) conditions!.splice(at, 1);
      },
    },
  ],
  resolve: { alias: { '@': path.resolve(import.meta.dirname) } },
  test: {
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tools/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A worker per processor: Vitest's default leaves one free, which on two processors is one worker,
    // and the slowest files mostly wait on a build or a script they start (104 s against 70 s here).
    maxWorkers: os.availableParallelism(),
  },
});
