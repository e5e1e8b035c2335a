import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foundChromium } from '@/tests/support/chromium';

const project = path.resolve(import.meta.dirname, '../..');
const check = (chromePath: string) =>
  spawnSync(path.join(project, 'node_modules/.bin/tsx'), ['scripts/require-chromium.ts'], {
    cwd: project,
    encoding: 'utf8',
    env: { ...process.env, CHROME_PATH: chromePath },
  });

describe('the Chromium check before the browser tests', () => {
  it('says how to install Chromium when CHROME_PATH names no program, instead of a stack trace', () => {
    const result = check('/nowhere/chromium');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('CHROME_PATH is set to /nowhere/chromium, which is not a program that can be run.');
    expect(result.stderr).toContain('apt-get update && apt-get install -y chromium chromium-headless-shell');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it('passes when CHROME_PATH names a Chromium', () => {
    // The browser tests of `npm test` need one anyway; this names the one they use.
    expect(foundChromium).toBeDefined();
    const result = check(foundChromium!);
    expect(result.status, result.stderr).toBe(0);
  });
});
