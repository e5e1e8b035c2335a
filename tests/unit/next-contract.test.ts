import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlFiles, removeRouterData, routeOf } from '@/build/export-files';
import {
  clientReferences,
  FormatChangedError,
  isFrameworkStructure,
  readClientModules,
  reactModules,
  routerDataFiles,
} from '@/build/next';
import {
  executableInlineScripts,
  PageScriptError,
  scriptPreloads,
  withHead,
  withoutFrameworkScripts,
} from '@/build/page-html';
import { islandsOf } from '@/build/decide-islands';

/**
 * The contract with Next, Turbopack and React (build/next/): a small site built with `next build`
 * and the project's own next.config.mjs (a plain page with some MDX and a link, an island page, a
 * page React streams in late), and each reader of build/next/ run on what the build wrote. Each
 * test is named after the format it reads, so an upgrade that changes one fails naming it.
 *
 * The site is built inside the project, so that it finds the project's node_modules as the site
 * does: Turbopack cannot follow a symbolic link out of its root.
 */

const project = path.resolve(import.meta.dirname, '../..');

const FILES: Record<string, string> = {
  // The project's own config. Turbopack's cache would be written to a new folder each run, never read.
  'next.config.mjs': `import config from ${JSON.stringify(path.join(project, 'next.config.mjs'))};
export default function fixtureConfig(phase) {
  const own = config(phase);
  return { ...own, experimental: { ...own.experimental, turbopackFileSystemCacheForBuild: false } };
}
`,
  'postcss.config.mjs': 'export default { plugins: {} };\n',
  'mdx-components.tsx': 'export function useMDXComponents() {\n  return {};\n}\n',
  'app/site.css': 'body { margin: 0; }\n',
  'app/layout.tsx': `import type { ReactNode } from 'react';
import './site.css';
export default function Layout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB">
      <head>
        <link rel="preload" as="font" href="/font.woff2" crossOrigin="" />
        <script type="application/ld+json">{'{"@type":"Thing"}'}</script>
      </head>
      <body>{children}</body>
    </html>
  );
}
`,
  'app/hello.mdx': '## Hello from MDX\n\nA paragraph.\n',
  'app/page.tsx': `import Link from 'next/link';
import Hello from './hello.mdx';
export default function Page() {
  return <main><h1>Plain</h1><Hello /><Link href="/island">An island</Link></main>;
}
`,
  'components/islands/counter.tsx': `'use client';
import { useState } from 'react';
export function Counter({ start }: { start: number }) {
  const [count, setCount] = useState(start);
  return <button data-island="Counter" onClick={() => setCount(count + 1)}>{count}</button>;
}
`,
  // The text below is long enough to travel as a T row, whose lines look like rows of their own.
  'app/island/page.tsx': `import { Counter } from '../../components/islands/counter';
export default function Page() {
  return (
    <main>
      <div data-island-root="Counter" data-island-props='{"start":1}'><Counter start={1} /></div>
      <pre>{'A line of text\\n5:I[1,[],"NotAComponent"]\\n'.repeat(100)}</pre>
    </main>
  );
}
`,
  'app/streamed/page.tsx': `import { Suspense } from 'react';
async function Late() {
  await new Promise((resolve) => setTimeout(resolve, 50));
  return <p>{'Text streamed in late. '.repeat(2000)}</p>;
}
export default function Page() {
  return <main><h1>Streamed</h1><Suspense fallback={<p>Loading</p>}><Late /></Suspense></main>;
}
`,
};

let site = '';
let out = '';
let nextDir = '';
const pages = new Map<string, string>();
const page = (route: string) => pages.get(route) ?? '';

beforeAll(() => {
  site = fs.mkdtempSync(path.join(project, 'tests', '.next-contract-'));
  for (const [file, text] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
    fs.writeFileSync(path.join(site, file), text);
  }
  const result = spawnSync(path.join(project, 'node_modules/.bin/next'), ['build'], {
    cwd: site,
    encoding: 'utf8',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', FORCE_COLOR: '0' },
  });
  if (result.status !== 0) throw new Error(`next build failed:\n${result.stdout}${result.stderr}`);
  out = path.join(site, 'out');
  nextDir = path.join(site, '.next');
  for (const file of htmlFiles(out)) pages.set(routeOf(out, file), fs.readFileSync(file, 'utf8'));
}, 300_000);

afterAll(() => {
  if (site) fs.rmSync(site, { recursive: true, force: true });
});

const COUNTER = 'components/islands/counter.tsx';
const islands = new Map([['Counter', COUNTER]]);

describe("Next's formats, read from a real build", () => {
  it('flight rows: every page names the client components it rendered, the island page its island', () => {
    for (const [route, html] of pages) expect(clientReferences(html).length, route).toBeGreaterThan(0);
    const names = clientReferences(page('/island')).map((reference) => reference.name);
    expect(names).toContain('Counter');
    expect(names, 'a text row read as rows').not.toContain('NotAComponent');
    expect(
      names.filter((name) => name.startsWith('$')),
      'export names written as references, resolved',
    ).toEqual([]);
    expect(clientReferences(page('/')).map((reference) => reference.name)).not.toContain('Counter');
  });

  it("client reference manifest: each client component's file, relative to the app", () => {
    const modules = readClientModules(nextDir);
    const files = (route: string) => clientReferences(page(route)).map((reference) => modules.get(reference.id));
    for (const route of pages.keys()) expect(files(route), route).not.toContain(undefined);
    expect(files('/island')).toContain(COUNTER);
    expect(files('/')).toContainEqual(expect.stringMatching(/node_modules\/next\/dist\/.*client\/app-dir\/link\.js$/));
  });

  it("Next's client components: a plain page renders only the page structure and next/link", () => {
    const modules = readClientModules(nextDir);
    for (const route of ['/', '/404', '/streamed']) {
      const unknown = clientReferences(page(route))
        .map((reference) => modules.get(reference.id) ?? reference.id)
        .filter((file) => !isFrameworkStructure(file));
      expect(unknown, route).toEqual([]);
      expect(islandsOf(route, clientReferences(page(route)), modules, page(route), islands), route).toEqual([]);
    }
    expect(islandsOf('/island', clientReferences(page('/island')), modules, page('/island'), islands)).toEqual([
      { name: 'Counter', file: COUNTER },
    ]);
  });

  it("page scripts: a page loses Next's scripts, their preloads and its payload, and keeps the rest", () => {
    for (const route of ['/', '/island', '/404']) {
      expect(page(route), route).toContain('/_next/static/');
      const html = withoutFrameworkScripts(route, page(route));
      expect(executableInlineScripts(html), route).toEqual([]);
      expect(html, route).not.toMatch(/<script[^>]*\ssrc=/);
      expect(scriptPreloads(html), route).toEqual([]);
      expect(html, route).toMatch(/<link rel="stylesheet" href="\/_next\/static\/[^"]+\.css"/);
      expect(html, route).toContain('<link rel="preload" as="font" href="/font.woff2"');
      expect(html, route).toContain('<script type="application/ld+json">{"@type":"Thing"}</script>');
    }
    expect(withoutFrameworkScripts('/', page('/'))).toContain('<h2 id="hello-from-mdx">Hello from MDX</h2>');
  });

  it("page head: the build's policy, styles and scripts go first in a page's head", () => {
    const html = withHead(withoutFrameworkScripts('/', page('/')), { policy: "script-src 'self'", scripts: '<x-s/>' });
    expect(html).toMatch(/^<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"\/><meta http-equiv=/);
    expect(html).toMatch(/<link rel="stylesheet"[^>]*><x-s\/>/);
  });

  it("React's streaming instructions: a page with content streamed in late is refused, as such", () => {
    expect(() => withoutFrameworkScripts('/streamed', page('/streamed'))).toThrow(PageScriptError);
    expect(() => withoutFrameworkScripts('/streamed', page('/streamed'))).toThrow(
      /^\/streamed: part of the page is streamed in by a script \(a Suspense boundary that resolved late\)[^\n]*$/,
    );
  });

  it("router data files: each page's data and the second not-found page go, proven, and nothing else", () => {
    const copy = fs.mkdtempSync(path.join(site, 'out-'));
    fs.cpSync(out, copy, { recursive: true });
    const own = ['robots.txt', 'notes/notes.txt', 'island/photo.png'];
    for (const file of own) {
      fs.mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      fs.writeFileSync(path.join(copy, file), 'x');
    }
    const removed = removeRouterData(copy, nextDir);
    expect(removed).toContain('index.txt');
    expect(removed).toContain('island.txt');
    expect(removed).toContain('island/__next.island.__PAGE__.txt');
    expect(removed).toContain('_not-found.html');
    const left = (fs.readdirSync(copy, { recursive: true }) as string[])
      .map((file) => file.split(path.sep).join('/'))
      .sort();
    expect(left.filter((file) => file.endsWith('.txt') && !file.startsWith('_next/'))).toEqual([
      'notes/notes.txt',
      'robots.txt',
    ]);
    expect(left).toContain('island/photo.png');
    expect(left).not.toContain('_not-found');
    expect(fs.existsSync(path.join(copy, 'streamed'))).toBe(false);
  });

  it('router data files: a page whose data is not where the export writes it fails the build', () => {
    const copy = fs.mkdtempSync(path.join(site, 'out-'));
    fs.cpSync(out, copy, { recursive: true });
    const [first] = routerDataFiles(nextDir, copy);
    fs.rmSync(path.join(copy, first!.file));
    expect(() => removeRouterData(copy, nextDir)).toThrow(FormatChangedError);
    expect(() => removeRouterData(copy, nextDir)).toThrow(
      `router data files: not as the build expects (${first!.file} is not in the export)`,
    );
    expect(fs.existsSync(path.join(copy, '_not-found.html'))).toBe(true);
  });

  it("React's production files: React and react-dom's client bundle as modules", async () => {
    const result = await build({
      stdin: {
        contents: 'export { hydrateRoot } from "react-dom/client";\nexport { jsx } from "react/jsx-runtime";',
        resolveDir: project,
      },
      bundle: true,
      write: false,
      format: 'esm',
      absWorkingDir: project,
      define: { 'process.env.NODE_ENV': '"production"' },
      plugins: [reactModules(project)],
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]!.text;
    expect(code).toContain('react.dev/errors');
    expect(code).not.toMatch(/\brequire\(/);
  });

  it("@next/mdx's loader rule: the build compiled the page's MDX with the project's config", () => {
    expect(page('/')).toContain('<h2 id="hello-from-mdx">Hello from MDX</h2>');
  });
});
