// Before the browser tests and the benchmark: make sure a Chromium is there, and say how to get one if not.
// With --tests (npm test), also say when the headless shell the browser tests prefer is missing.
import { chromiumCandidates, foundChromium, foundHeadlessShell } from '@/tests/support/chromium';

if (!foundChromium) {
  const wrongSetting = Boolean(process.env.CHROME_PATH);
  console.error(
    [
      wrongSetting
        ? `CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not a program that can be run.`
        : 'The browser tests need Chromium, and none was found.',
      '',
      "  Install Debian's Chromium (as root):   apt-get update && apt-get install -y chromium chromium-headless-shell",
      '  or point to one you have:              CHROME_PATH=/path/to/chromium npm test',
      ...(wrongSetting ? ['  or unset CHROME_PATH to use the one in /usr/bin.'] : []),
      '',
      `Looked in: ${chromiumCandidates.join(', ')}`,
    ].join('\n'),
  );
  process.exit(1);
}

if (process.argv.includes('--tests') && !process.env.CHROME_PATH && !foundHeadlessShell)
  console.warn(
    [
      "Chromium's headless shell is not installed, so the browser tests run in the whole browser, which takes",
      'about one and a half times as long. To install it (as root): apt-get install -y chromium-headless-shell',
    ].join('\n'),
  );
