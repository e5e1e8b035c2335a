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

/**
 * Debian's headless shell of the same Chromium (package chromium-headless-shell): its Blink and V8
 * without the browser around them, which is what Playwright itself runs headless tests in. The
 * browser tests run in it in about two thirds of the time the whole browser takes on two processors
 * (7.4 against 11.8 minutes, the same suite on the same day); what only the whole browser has (the
 * back-forward cache) is tested in the whole browser. When CHROME_PATH names a browser, that browser
 * runs every test.
 */
const SHELL_PATHS = ['/usr/bin/chromium-headless-shell'];

export const foundHeadlessShell: string | undefined = process.env.CHROME_PATH ? undefined : SHELL_PATHS.find(runnable);

/** What the browser tests launch: the headless shell if there is one, else the whole browser. */
export const testBrowserPath = foundHeadlessShell ?? chromiumPath;

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
