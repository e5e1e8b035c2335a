// The one change the second test build (build-forms-fixture.mjs) makes to a published article: its
// title, for as long as that build runs. The first test build is made with the changed title and the
// second, into out/, with the real one, from the cache the first left in .next/cache: so the browser
// tests can prove that a rebuild after a title change carries the new title everywhere
// (tests/e2e/rebuild.spec.ts), and that no cache served what the first build made.
import { readFileSync, writeFileSync } from 'node:fs';

const file = 'content/articles/common-boiler-problems.mdx';
export const REBUILD_CHECK = {
  route: '/knowledge-centre/common-boiler-problems',
  title: 'Common Boiler Problems and What to Do',
  changedTitle: 'Common Boiler Problems: Titled for One Test Build',
};

/** Changes the article's title; returns the function that puts the file back as it was. */
export function changeTitle() {
  const text = readFileSync(file, 'utf8');
  // Written as the web editor writes it (without quotes).
  const line = `title: ${REBUILD_CHECK.title}\n`;
  if (!text.includes(line)) throw new Error(`${file} no longer has the line ${line}: update scripts/title-fixture.mjs`);
  writeFileSync(file, text.replace(line, `title: "${REBUILD_CHECK.changedTitle}"\n`));
  const restore = () => writeFileSync(file, text);
  // Put back even if the build is stopped with Ctrl+C.
  process.once('exit', restore);
  return restore;
}
