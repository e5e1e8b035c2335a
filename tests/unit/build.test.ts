import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const project = path.resolve(import.meta.dirname, '../..');
/** What the build's checks read: the code, the content and the settings (public/ may not exist yet). */
const PARTS = ['app', 'browser', 'build', 'components', 'content', 'lib', 'public', 'schemas', 'scripts', 'tools'];
const FILES = ['package.json', 'tsconfig.json', 'next.config.mjs'];

/** A copy of the project (node_modules linked) with one article and one code file broken. */
function brokenCopy(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-'));
  for (const part of [...PARTS, ...FILES].filter((name) => fs.existsSync(path.join(project, name))))
    fs.cpSync(path.join(project, part), path.join(root, part), { recursive: true });
  fs.symlinkSync(path.join(project, 'node_modules'), path.join(root, 'node_modules'));
  const article = path.join(root, 'content/articles/annual-servicing-guide.mdx');
  fs.writeFileSync(
    article,
    fs.readFileSync(article, 'utf8').replace(/^datePublished: .*$/m, 'datePublished: 1st October'),
  );
  fs.writeFileSync(path.join(root, 'lib/broken.ts'), "export const count: number = 'three';\n");
  return root;
}

describe('npm run build', () => {
  it('stops before building, naming the file and field of a content mistake and the line of a code error', () => {
    const root = brokenCopy();
    try {
      const result = spawnSync(path.join(root, 'node_modules/.bin/tsx'), ['scripts/build.ts'], {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
      });
      const output = result.stdout + result.stderr;
      expect(result.status, output).toBe(1);
      // The content check's report, as vfile-reporter prints it: the file, then each message at its line.
      expect(output).toMatch(
        /content\/articles\/annual-servicing-guide\.mdx\n11:1\s+error\s+"datePublished" must be a date like 2025-10-01 \(found "1st October"\)/,
      );
      expect(output).toContain("lib/broken.ts(1,14): error TS2322: Type 'string' is not assignable to type 'number'.");
      expect(output).toContain('✖ content check');
      expect(output).toContain('✖ type check');
      expect(output).not.toContain('Next.js');
      expect(fs.existsSync(path.join(root, 'out'))).toBe(false);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }, 120_000);
});
