// Before the browser tests and the benchmark: make sure a Chromium is there, and say how to get one if not.
import { chromiumCandidates, foundChromium } from '@/lib/chromium';

if (!foundChromium) {
  const wrongSetting = Boolean(process.env.CHROME_PATH);
  console.error(
    [
      wrongSetting
        ? `CHROME_PATH is set to ${process.env.CHROME_PATH}, which is not a program that can be run.`
        : 'The browser tests need Chromium, and none was found.',
      '',
      "  Install Debian's Chromium (as root):   apt-get update && apt-get install -y chromium",
      '  or point to one you have:              CHROME_PATH=/path/to/chromium npm test',
      ...(wrongSetting ? ['  or unset CHROME_PATH to use the one in /usr/bin.'] : []),
      '',
      `Looked in: ${chromiumCandidates.join(', ')}`,
    ].join('\n'),
  );
  process.exit(1);
}
