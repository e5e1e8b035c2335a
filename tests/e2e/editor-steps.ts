import { expect, type Locator, type Page } from '@playwright/test';
import { checkContent } from '@/lib/content/check';
import { formatFault } from '@/lib/content/faults';
import type { EditorBackend } from './editor-backend';
import { click } from './editor-text';

// What staff do in the web editor (/admin), as steps for its browser tests (editor.spec.ts).

/** Console errors, script errors, anything the page's policy refused, and any request off this machine. */
export function watch(page: Page) {
  const problems: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(protocol) && !['127.0.0.1', 'localhost'].includes(hostname))
      problems.push(`network: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  // Which call failed, which the console does not say: the local editor's are all POSTs to one address.
  page.on('response', (response) => {
    if (response.status() >= 500)
      problems.push(
        `server ${response.status()}: ${response.url()} ${response.request().postData()?.slice(0, 160) ?? ''}`,
      );
  });
  return problems;
}

/** The requests among what `watch` saw that would have left this machine. */
export const offMachine = (problems: readonly string[]) => problems.filter((problem) => problem.startsWith('network:'));

export async function logIn(page: Page, press = click) {
  await page.goto('/admin/');
  await press(page.getByRole('button', { name: 'Login', exact: true }));
  await expect(page.getByRole('heading', { name: 'Collections' })).toBeVisible();
}

export async function save(page: Page, press = click) {
  await press(page.getByRole('button', { name: 'Save', exact: true }));
  await expect(page.getByRole('button', { name: 'Status: Draft' })).toBeVisible({ timeout: 45_000 });
}

/** What the editor's tests give a new article, above its photo and its text. */
export interface ArticleSettings {
  title: string;
  description: string;
  searchPhrase: string;
  /** First published and last changed, as YYYY-MM-DD. */
  date: string;
  category: string;
}

/** Fills in a new article's settings above its photo and its text. */
export async function fillArticleSettings(page: Page, article: ArticleSettings, press = click) {
  await page.getByLabel('Title', { exact: true }).fill(article.title);
  await page.getByLabel('Description', { exact: true }).fill(article.description);
  await press(page.getByRole('button', { name: 'Add search phrases' }));
  await page.getByLabel('Search phrases', { exact: true }).last().fill(article.searchPhrase);
  await page.getByLabel('First published', { exact: true }).fill(article.date);
  await page.getByLabel('Last changed', { exact: true }).fill(article.date);
  await press(page.getByLabel('Category', { exact: true }));
  // The choice in the open menu, by its role: the check's findings may move the form as it opens.
  await press(page.getByRole('option', { name: article.category, exact: true }));
  await expect(page.getByText(article.category, { exact: true })).toBeVisible();
}

/** Uploads a photo into the entry's photo field, as "Choose an image" then "Choose selected" do. */
export async function uploadPhoto(page: Page, file: string) {
  await page.getByRole('button', { name: 'Choose an image' }).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(page.getByRole('button', { name: 'Choose selected' })).toBeEnabled({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/**
 * Selects `part` where it first follows `before` in a text editor (the page's text, in Decap's raw
 * mode), as a double-click on it would, so that what is typed next replaces it.
 */
export async function selectText(editor: Locator, before: string, part: string) {
  const found = await editor.evaluate(
    (element, { before, part }) => {
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const at = node.textContent!.indexOf(before + part);
        if (at < 0) continue;
        const range = document.createRange();
        range.setStart(node, at + before.length);
        range.setEnd(node, at + before.length + part.length);
        window.getSelection()!.removeAllRanges();
        window.getSelection()!.addRange(range);
        return true;
      }
      return false;
    },
    { before, part },
  );
  expect(found, `"${before}${part}" in the editor`).toBe(true);
}

/** The lines a branch adds and removes in a file, against main. */
export function changes(backend: EditorBackend, branch: string, file: string) {
  const [added, removed] = backend.git('diff', '--numstat', `main...${branch}`, '--', file).trim().split('\t');
  const diff = backend.git('diff', '--unified=0', `main...${branch}`, '--', file);
  const lines = diff.split('\n').filter((line) => /^[+-](?![+-]{2})/.test(line));
  return { added: Number(added), removed: Number(removed), lines };
}

/** The content check on a branch, checked out at `checkout`: what it read, and its errors as staff read them. */
export function checkBranch(backend: EditorBackend, branch: string, checkout: string) {
  backend.git('worktree', 'add', '--quiet', checkout, branch);
  const checked = checkContent({ root: checkout });
  const errors = checked.faults.filter((fault) => fault.severity === 'error').map(formatFault);
  return { checked, errors };
}

/**
 * A branch checked (checkBranch) that the merged site does not need, gone with its checkout, so the
 * worker's next tests see no draft of it: Decap asks the local editor for every draft as it loads, and
 * decap-server, which checks each out in the one working copy, has answered such a request with a 500
 * when two came at once.
 */
export function dropBranch(backend: EditorBackend, branch: string, checkout: string) {
  backend.git('worktree', 'remove', '--force', checkout);
  backend.git('branch', '-D', branch);
}
