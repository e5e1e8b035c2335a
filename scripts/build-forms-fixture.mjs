// Builds a second export into tests/.out-forms, for the browser tests that need another build:
// - built as a pull request's preview (PREVIEW_BUILD=true, as the deploy workflow does), so the
//   tests can prove that search engines are asked to list none of it;
// - hosted forms configured (to addresses the browser tests answer themselves), so the embed, its
//   script and the slow-form toast are tested;
// - a draft article added for the length of the build, so the tests can prove that a draft is
//   never published, listed or in the sitemap. It is removed afterwards, even if the build fails;
// - two phone photos and an article showing them (photo-fixture.mjs), removed in the same way, so
//   the tests can prove what a phone downloads of them;
// - five jobs of Our work and a draft one, with their photos (job-fixture.mjs), removed in the same
//   way, so the tests can prove how Our work shows jobs where the site itself has none yet;
// - one published article's title changed (title-fixture.mjs), put back before the second build,
//   into out/, which starts from the cache this one leaves: tests/e2e/rebuild.spec.ts.
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync, writeFileSync } from 'node:fs';
import { addDraft } from './draft-fixture.mjs';
import { addJobs } from './job-fixture.mjs';
import { addPhotos } from './photo-fixture.mjs';
import { changeTitle, REBUILD_CHECK } from './title-fixture.mjs';

const target = 'tests/.out-forms';
rmSync(target, { recursive: true, force: true });
const env = {
  ...process.env,
  QUOTE_FORM_URL: 'https://forms.test/quote',
  SUBSCRIBE_FORM_URL: 'https://forms.test/subscribe',
  FORM_EMBED_SCRIPT_URL: 'https://forms.test/embed.js',
  PREVIEW_BUILD: 'true',
};
const removeDraft = addDraft();
const photos = await addPhotos().catch((error) => {
  removeDraft();
  throw error;
});
const removeJobs = await addJobs().catch((error) => {
  removeDraft();
  photos.remove();
  throw error;
});
const restoreTitle = changeTitle();
try {
  // `npm test` has run the content and type checks already.
  execFileSync('npx', ['tsx', 'scripts/build.ts', '--no-checks'], { stdio: 'inherit', env });
} finally {
  removeDraft();
  photos.remove();
  removeJobs();
  restoreTitle();
}
renameSync('out', target);
// Tells the drafts test which draft this build had, so it cannot pass without one.
writeFileSync(
  `${target}/.draft-fixture.json`,
  JSON.stringify({ route: '/knowledge-centre/draft-build-check', title: 'Draft Build Check' }),
);
// Tells the photos test which article shows the photos, and their size as a phone took them.
writeFileSync(`${target}/.photo-fixture.json`, JSON.stringify({ route: photos.route, photos: photos.photos }));
// Tells the rebuild test which article's title this build changed.
writeFileSync(`${target}/.rebuild-fixture.json`, JSON.stringify(REBUILD_CHECK));
