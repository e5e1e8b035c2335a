// Before the browser tests: make sure a Chromium is there, and say how to get one if not.
import { accessSync, constants } from 'node:fs';

const candidates = [process.env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
const found = candidates.find((candidate) => {
  try {
    accessSync(candidate, constants.X_OK);
    return true;
  } catch {
    return false;
  }
});

if (!found) {
  console.error(
    [
      'The end-to-end tests need Chromium, and none was found.',
      '',
      "  Install Debian's Chromium (as root):   apt-get update && apt-get install -y chromium",
      '  or point to one you have:              CHROME_PATH=/path/to/chromium npm test',
      '',
      `Looked in: ${candidates.join(', ')}`,
    ].join('\n'),
  );
  process.exit(1);
}
