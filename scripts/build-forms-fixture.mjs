// Builds a second export with hosted forms configured (to addresses the browser tests answer
// themselves), into tests/.out-forms, so the embed, its script and the slow-form toast are tested.
import { execFileSync } from 'node:child_process';
import { rmSync, renameSync } from 'node:fs';

const target = 'tests/.out-forms';
rmSync(target, { recursive: true, force: true });
const env = {
  ...process.env,
  QUOTE_FORM_URL: 'https://forms.test/quote',
  SUBSCRIBE_FORM_URL: 'https://forms.test/subscribe',
  FORM_EMBED_SCRIPT_URL: 'https://forms.test/embed.js',
};
execFileSync('npx', ['next', 'build'], { stdio: 'inherit', env });
execFileSync('npx', ['tsx', 'scripts/compile-hints.ts'], { stdio: 'inherit', env });
execFileSync('npx', ['tsx', 'scripts/write-headers.ts'], { stdio: 'inherit', env });
renameSync('out', target);
