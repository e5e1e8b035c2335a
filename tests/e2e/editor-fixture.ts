import { test as base } from '@playwright/test';
import { forwardEditor, startEditorBackend, type EditorBackend } from './editor-backend';

// The web editor at /admin (Decap CMS), as staff use it, on the local editor's server: each save is a
// branch with one commit, as a pull request would be on GitHub (editor-backend.ts). Each worker has a
// local editor of its own, so the tests that need no other's branches run beside the rest.
export const test = base.extend<object, { backend: EditorBackend }>({
  backend: [
    // Playwright reads a fixture's needs from its first parameter's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const backend = await startEditorBackend();
      await provide(backend);
      await backend.stop();
    },
    { scope: 'worker' },
  ],
  page: async ({ page, backend }, provide) => {
    await forwardEditor(page, backend);
    await provide(page);
    // Decap asks its server on a timer: what is asked as the test ends is left unanswered.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
