// The draft article that the second test build (build-forms-fixture.mjs) and the test preview
// (preview-fixture.mjs) add to the content for as long as they run. .gitignore names the copy, in
// case a run is interrupted before it removes it.
import { copyFileSync, rmSync } from 'node:fs';

const source = 'tests/fixtures/drafts/draft-build-check.mdx';
const copy = 'content/articles/draft-build-check.mdx';

/** Adds the draft; returns the function that removes it. */
export function addDraft() {
  copyFileSync(source, copy);
  return () => rmSync(copy, { force: true });
}
