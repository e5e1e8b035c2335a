import { accessSync, constants } from 'node:fs';

/** Where Debian and Ubuntu install Chromium. */
const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser'];

const runnable = (file: string) => {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The places looked in: only CHROME_PATH when it is set (a wrong one is not silently passed over). */
export const chromiumCandidates = process.env.CHROME_PATH ? [process.env.CHROME_PATH] : SYSTEM_PATHS;

/** The Chromium the tests and the benchmark launch, if there is one. */
export const foundChromium: string | undefined = chromiumCandidates.find(runnable);

export const chromiumPath = foundChromium ?? chromiumCandidates[0]!;

/** Debian's Chromium, launched with the flags that keep it off the network (see README). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
