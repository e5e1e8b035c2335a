import { expect, type Page } from '@playwright/test';
import { test } from './editor-fixture';
import { logIn, watch } from './editor-steps';
import { EDITOR_ASSETS } from '@/lib/editor-assets';
import { panelTab, writingPanel } from './editor-panel';
import { preview, textBox } from './editor-text';

// Issue 60: the login and the collection list are Decap's alone; the editor's own code (CodeMirror,
// the MDX compiler, the site's components) and the site's content for the preview arrive when an entry
// first opens (editor/index.ts, build/editor/bundle.ts). Issue 59: the spelling dictionary comes with the
// check's first run, once an entry is open; the "Reading and search" panel's code, satori, its layout
// engine and the font only when the panel is first opened.

/** What /admin has fetched of the editor's own files so far: each address, and the bytes of its body. */
function editorFiles(page: Page) {
  const fetched = new Map<string, number>();
  page.on('response', async (response) => {
    const { pathname } = new URL(response.url());
    if (!/^\/admin\/(editor-[^/]*\.js|preview-data\.json|[^/]+\.(aff|dic|ttf|wasm))$/.test(pathname)) return;
    // A response still arriving as the test ends (the check's worker reading preview-data.json) has no body to read.
    const body = await response.body().catch(() => undefined);
    if (body) fetched.set(pathname, body.length);
  });
  return fetched;
}

test('the login and the collection list fetch only the editor’s small entry; opening an entry brings the rest, its first check the dictionary, and the panel’s tab its code', async ({
  page,
}) => {
  const problems = watch(page);
  const fetched = editorFiles(page);
  await logIn(page);
  await expect(page.getByText('Is It Time to Replace Your Boiler?')).toBeVisible();
  const atList = new Map(fetched);
  expect(
    [...atList.keys()].filter((file) => /\.(json|aff|dic|ttf|wasm)$/.test(file)),
    'no preview data, dictionary, font or layout engine yet',
  ).toEqual([]);
  const bytes = [...atList.values()].reduce((sum, size) => sum + size, 0);
  expect(bytes, [...atList.keys()].join(', ')).toBeLessThan(8 * 1024);

  await page.getByText('Is It Time to Replace Your Boiler?').click();
  await expect(textBox(page)).toBeVisible({ timeout: 30_000 });
  await expect(page.frameLocator('#preview-pane').getByRole('heading', { level: 1 })).toBeVisible();
  expect([...fetched.keys()]).toContain('/admin/preview-data.json');
  expect([...fetched.values()].reduce((sum, size) => sum + size, 0)).toBeGreaterThan(500 * 1024);
  // The check's worker fetches the dictionary on its first check; the panel's code waits for its tab.
  await expect
    .poll(() => [...fetched.keys()].filter((file) => /\.(aff|dic)$/.test(file)).sort())
    .toEqual([`/admin/${EDITOR_ASSETS.aff}`, `/admin/${EDITOR_ASSETS.dic}`]);
  const beforePanel = new Set(fetched.keys());
  expect(
    [...beforePanel].filter((file) => /\.(ttf|wasm)$/.test(file)),
    'no font or layout engine yet',
  ).toEqual([]);
  await panelTab(page).click();
  await expect(writingPanel(preview(page)).getByRole('img', { name: /^Share picture:/ })).toBeVisible({
    timeout: 15_000,
  });
  const forPanel = [...fetched.keys()].filter((file) => !beforePanel.has(file));
  expect(forPanel.filter((file) => /\.(ttf|wasm)$/.test(file)).sort()).toEqual([
    `/admin/${EDITOR_ASSETS.font}`,
    `/admin/${EDITOR_ASSETS.layout}`,
  ]);
  // Its own code and satori's: two chunks, at least 300 KB, none of them fetched before the tab was opened.
  const chunks = forPanel.filter((file) => file.endsWith('.js'));
  expect(chunks.length, chunks.join(', ')).toBeGreaterThanOrEqual(2);
  expect(chunks.reduce((sum, file) => sum + fetched.get(file)!, 0)).toBeGreaterThan(300 * 1024);
  // The local editor's server answers 404 when Decap asks for the entry's unpublished change, which it has none of.
  expect(problems.filter((problem) => !problem.includes('status of 404'))).toEqual([]);
});
