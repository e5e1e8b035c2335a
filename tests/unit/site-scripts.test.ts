import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { asModule } from '@/build/next';
import { bundleEnhancements, bundleIslands, partPreloads, withIslandScripts } from '@/build/site-scripts';

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'site-scripts-'));
afterAll(() => fs.rmSync(out, { recursive: true, force: true }));

describe("the islands' scripts", () => {
  it('are an entry per island, with React and their shared code as chunks, named on each island of a page', async () => {
    const scripts = await bundleIslands(out, [
      { name: 'CostCalculatorIsland', file: 'tools/cost-calculator/cost-calculator.island.tsx' },
      { name: 'GrantCheckerIsland', file: 'tools/grant-checker/grant-checker.island.tsx' },
      { name: 'CostCalculatorIsland', file: 'tools/cost-calculator/cost-calculator.island.tsx' },
    ]);
    expect([...scripts.entries.keys()].sort()).toEqual(['CostCalculatorIsland', 'GrantCheckerIsland']);
    expect(scripts.entries.get('GrantCheckerIsland')).toMatch(/^\/assets\/island-GrantCheckerIsland-\w+\.js$/);
    const file = (address: string) => fs.readFileSync(path.join(out, address), 'utf8');
    // The entry starts nothing by itself: it exports what starts one island of its kind, given its
    // root (browser/lazy-islands.ts calls it). React (its production build) is in a shared chunk.
    const entry = file(scripts.entries.get('GrantCheckerIsland')!);
    expect(entry).toMatch(/export\s*\{[^}]*\bas startIsland\b/);
    expect(entry).not.toMatch(/\bhydrateRoot\(|startTransition\(/);
    const chunks = scripts.chunks.get('GrantCheckerIsland')!;
    expect(chunks.length).toBeGreaterThan(0);
    expect(chunks.some((chunk) => file(chunk).includes('react.dev/errors'))).toBe(true);
    for (const chunk of chunks) expect(file(chunk)).not.toContain('development');

    // Each island's root names its script and that script's chunks; the page's head gets none of them.
    const page =
      '<head></head><div class="mt-6" data-island-root="GrantCheckerIsland" data-island-props="{}"><form></form></div>' +
      '<p>data-island-root="GrantCheckerIsland"</p><div data-island-root="CostCalculatorIsland" data-island-props="{}"></div>';
    const named = (name: string) =>
      `data-island-root="${name}" data-island-script="${scripts.entries.get(name)}" ` +
      `data-island-imports="${scripts.chunks.get(name)!.join(' ')}"`;
    expect(withIslandScripts(page, scripts)).toBe(
      `<head></head><div class="mt-6" ${named('GrantCheckerIsland')} data-island-props="{}"><form></form></div>` +
        `<p>data-island-root="GrantCheckerIsland"</p><div ${named('CostCalculatorIsland')} data-island-props="{}"></div>`,
    );
    expect(() => withIslandScripts('<div data-island-root="QuoteRequestIsland"></div>', scripts)).toThrow(
      'No script was written for the island QuoteRequestIsland, which a page renders.',
    );
  });

  it("refuses an island that imports Next's own code, which would fail without Next's runtime", async () => {
    await expect(bundleIslands(out, [{ name: 'Linked', file: 'tests/fixtures/islands/linked.tsx' }])).rejects.toThrow(
      /An island imports Next's own code \(node_modules\/next\/.*\), which needs Next's runtime/,
    );
  });

  it('are none for a site without islands', async () => {
    expect(await bundleIslands(out, [])).toEqual({ entries: new Map(), chunks: new Map(), files: [] });
  });
});

describe("the site script's parts", () => {
  it('are preloaded on the pages that run them, so they are fetched beside the site script, and nowhere else', async () => {
    const bundle = await bundleEnhancements(out);
    expect(bundle.parts.map((part) => part.marker)).toEqual([
      'data-contents',
      'data-search',
      'data-coverage-check',
      'data-island-script',
    ]);
    const [contents, search, coverage, islands] = bundle.parts.map((part) => part.address);
    expect(contents).toMatch(/^\/assets\/contents-\w+\.js$/);
    expect(search).toMatch(/^\/assets\/search-\w+\.js$/);
    expect(coverage).toMatch(/^\/assets\/coverage-check-\w+\.js$/);
    expect(islands).toMatch(/^\/assets\/lazy-islands-\w+\.js$/);
    // The site script imports each by the same address.
    const entry = fs.readFileSync(path.join(out, bundle.entry), 'utf8');
    for (const address of [contents, search, coverage, islands])
      expect(entry).toContain(`import("./${path.basename(address!)}")`);

    const preload = (address?: string) => `<link rel="modulepreload" href="${address}"/>`;
    expect(partPreloads(bundle, '<nav aria-labelledby="c" data-contents="true">')).toBe(preload(contents));
    expect(partPreloads(bundle, '<div data-search="true"></div><nav data-contents="true">')).toBe(
      preload(contents) + preload(search),
    );
    // An island page, once its islands' scripts are named on them: the part that loads them when needed.
    expect(partPreloads(bundle, '<div data-island-root="X" data-island-script="/assets/island-X-1.js">')).toBe(
      preload(islands),
    );
    expect(partPreloads(bundle, '<div data-coverage-check="c" data-coverage-areas="[]">')).toBe(preload(coverage));
    // Another attribute that starts the same, or the word in a page's text, is not the part's.
    expect(partPreloads(bundle, '<p data-search-status="true">data-contents</p>')).toBe('');
    expect(partPreloads(bundle, '<div data-island-root="X">')).toBe('');
  });

  it('stop the build when the list of parts is out of date: one missing from it, or one no longer imported', async () => {
    // A site script of its own, in a folder laid out as the project's.
    const site = (imports: string[], files: string[]) => {
      const root = fs.mkdtempSync(path.join(out, 'site-'));
      fs.mkdirSync(path.join(root, 'browser/'), { recursive: true });
      const index = imports.map((name) => `void import('./${name}');`).join('\n');
      fs.writeFileSync(path.join(root, 'browser/index.ts'), index);
      for (const name of files) fs.writeFileSync(path.join(root, `browser/${name}.ts`), `export const ${name} = 1;`);
      return root;
    };
    const everything = ['contents', 'search', 'reviews'];
    await expect(bundleEnhancements(path.join(out, 'a'), site(everything, everything))).rejects.toThrow(
      'The site script imports browser/reviews.ts on its own, which no page preloads: add it to PARTS',
    );
    await expect(bundleEnhancements(path.join(out, 'b'), site(['contents'], everything))).rejects.toThrow(
      'The site script has no part of its own for browser/search.ts (build/site-scripts.ts, PARTS).',
    );
    // A part importing what the site script imports too: esbuild splits it into a chunk every page waits for.
    const sharing = site(['contents', 'search'], ['contents', 'search', 'shared']);
    fs.appendFileSync(
      path.join(sharing, 'browser/index.ts'),
      "import { shared } from './shared';\nconsole.log(shared);",
    );
    fs.writeFileSync(
      path.join(sharing, 'browser/search.ts'),
      "import { shared } from './shared';\nexport const search = shared;",
    );
    await expect(bundleEnhancements(path.join(out, 'c'), sharing)).rejects.toThrow(
      /^The site script shares code with one of its parts, which esbuild split into \/assets\/chunk-\w+\.js: /,
    );
  });
});

describe("React's CommonJS files as modules", () => {
  it("turns require into imports and exports.x into named exports, keeping the file's code as it is", () => {
    const source =
      '"use strict";\nvar React = require("react");\nexports.version = "1";\nexports.render = function () { return React; };';
    expect(asModule(source, ['version', 'render'], 'react-dom.js')).toBe(
      'import * as __required0 from "react";\nvar exports = {};\n"use strict";\nvar React = __required0;\n' +
        'exports.version = "1";\nexports.render = function () { return React; };\n' +
        'var __exported0 = exports.version;\nvar __exported1 = exports.render;\nexport { __exported0 as version, __exported1 as render };',
    );
  });

  it('refuses a file it cannot read as a module, naming it', () => {
    expect(() => asModule('var x = require("left-pad");', [], 'a.js')).toThrow(
      'a.js requires "left-pad", which the islands\' bundle does not know how to load.',
    );
    expect(() => asModule('module.exports = {};', [], 'b.js')).toThrow('b.js sets module.exports');
  });

  it('leaves no CommonJS wrapper around React in the bundle', async () => {
    const scripts = await bundleIslands(out, [
      { name: 'QuoteRequestIsland', file: 'tools/quote-request/quote-request.island.tsx' },
    ]);
    const react = [scripts.entries.get('QuoteRequestIsland')!, ...scripts.chunks.get('QuoteRequestIsland')!]
      .map((file) => fs.readFileSync(path.join(out, file), 'utf8'))
      .join('\n');
    expect(react).toContain('react.dev/errors');
    // esbuild wraps a CommonJS file in a function taking (exports, module): none is left.
    expect(react).not.toMatch(/\(\w+,\w+\)=>\{"use strict"/);
    expect(react).not.toMatch(/\w+=>\{"use strict"/);
  });
});
