import { expect, type Page } from '@playwright/test';
import { test } from './editor-fixture';
import { logIn, watch } from './editor-steps';
import { textBox } from './editor-text';

// Issue 60: the login and the collection list are Decap's alone; the editor's own code (CodeMirror,
// the MDX compiler, the site's components) and the site's content for the preview arrive when an entry
// first opens (editor/index.ts, build/editor/bundle.ts).

/** What /admin has fetched of the editor's own files so far: each address, and the bytes of its body. */
function editorFiles(page: Page) {
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/admin\/(editor-[^/]*\.js|preview-data\.json)$/.test(pathname)) return;
    // A response still arriving as the test ends (the check's worker reading preview-data.json) has no body to read.
    const body = await response.body().catch(() => undefined);
    if (body) fetched.set(pathname, body.length);
  });
  return fetched;
}

test('the login and the collection list fetch only the editor’s small entry; opening an entry brings the rest', async ({
  page,
}) => {
  const problems = watch(page);
  const fetched = editorFiles(page);
  await logIn(page);
  await expect(page.getByText('Is It Time to Replace Your Boiler?')).toBeVisible();
  const atList = new Map(fetched);
  expect(
    [...atList.keys()].some((file) => file.endsWith('.json')),
    'no preview data yet',
  ).toBe(false);
  const bytes = [...atList.values()].reduce((sum, size) => sum + size, 0);
  expect(bytes, [...atList.keys()].join(', ')).toBeLessThan(8 * 1024);

  await page.getByText('Is It Time to Replace Your Boiler?').click();
  await expect(textBox(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toBeVisible();
  expect([...fetched.keys()]).toContain('/admin/preview-data.json');
  expect([...fetched.values()].reduce((sum, size) => sum + size, 0)).toBeGreaterThan(500 * 1024);
  // The local editor's server answers 404 when Decap asks for the entry's unpublished change, which it has none of.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});
