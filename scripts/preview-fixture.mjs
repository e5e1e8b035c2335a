// The editors' preview (`next dev`) for the browser tests of tests/e2e/preview.spec.ts, with a draft
// article and an article with two photos (photo-fixture.mjs) added for as long as it runs, so the
// tests can see how the preview shows a draft and a photo. They are removed when the preview stops,
// however it stops.
import { spawn } from 'node:child_process';
import { addDraft } from './draft-fixture.mjs';
import { addPhotos } from './photo-fixture.mjs';

const port = process.env.PORT || '3000';

const removeDraft = addDraft();
const photos = await addPhotos();
const remove = () => {
  removeDraft();
  photos.remove();
};
process.on('exit', remove);

const preview = spawn('node_modules/.bin/next', ['dev', '--port', port, '--hostname', '127.0.0.1'], {
  stdio: 'inherit',
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
});
preview.on('exit', (code) => process.exit(code ?? 0));
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    preview.kill(signal);
    remove();
  });
}
