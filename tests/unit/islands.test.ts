import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readClientModules } from '@/lib/islands/client-modules';
import { IslandRuleError, islandMarkers, islandsOf } from '@/lib/islands/decide';
import { clientReferences, flightPayload } from '@/lib/islands/flight';
import { tempDir } from './temp-dir';

/** A page as Next writes it: the flight data split across inline scripts, as it is in real pages. */
function page(rows: string[], body = '') {
  const payload = `${rows.join('\n')}\n`;
  const half = Math.floor(payload.length / 2);
  const push = (text: string) => `<script>self.__next_f.push(${JSON.stringify([1, text])})</script>`;
  return `<!DOCTYPE html><html><head></head><body>${body}<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push(payload.slice(0, half))}${push(payload.slice(half))}</body></html>`;
}

const modules = new Map([
  ['100', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['101', 'node_modules/next/dist/client/app-dir/link.js'],
  ['200', 'components/forms/embedded-form.island.tsx'],
  ['300', 'components/layout/mobile-menu.tsx'],
  ['400', 'node_modules/next/dist/client/script.js'],
]);

const framework = [
  '1:"$Sreact.fragment"',
  '2:"/_next/static/chunks/a.js"',
  '3:I[100,["$2"],"default"]',
  '4:I[101,["$2"],""]',
];

describe('the client components a page rendered', () => {
  it('reads them from the flight data, however it is split across scripts', () => {
    const html = page([...framework, '5:I[200,["$2"],"EmbeddedForm"]', '6:["$","div",null,{}]']);
    expect(flightPayload(html)).toContain('5:I[200');
    expect(clientReferences(html)).toEqual([
      { id: '100', name: 'default' },
      { id: '101', name: '' },
      { id: '200', name: 'EmbeddedForm' },
    ]);
  });

  it('reads an export name React wrote in a row of its own', () => {
    const html = page([...framework, '5:"CostCalculatorIsland"', '6:I[200,["$2"],"$5"]']);
    expect(clientReferences(html)).toContainEqual({ id: '200', name: 'CostCalculatorIsland' });
  });

  it('reads which file each module id stands for from the client reference manifests', () => {
    const next = tempDir('next-');
    const dir = path.join(next, 'server', 'app', 'contact');
    fs.mkdirSync(dir, { recursive: true });
    const manifest = {
      clientModules: {
        '[project]/components/islands/embedded-form.tsx <module evaluation>': { id: 200 },
        '[project]/components/islands/embedded-form.tsx': { id: 200 },
        '[project]/node_modules/next/dist/client/app-dir/link.js': { id: 101 },
      },
    };
    fs.writeFileSync(
      path.join(dir, 'page_client-reference-manifest.js'),
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST["/contact/page"] = ${JSON.stringify(manifest)};`,
    );
    expect(readClientModules(next)).toEqual(
      new Map([
        ['200', 'components/islands/embedded-form.tsx'],
        ['101', 'node_modules/next/dist/client/app-dir/link.js'],
      ]),
    );
  });
});

describe('the island rule', () => {
  it("a page rendering only Next's own structure is plain", () => {
    const html = page(framework);
    expect(islandsOf('/about', clientReferences(html), modules, html)).toEqual([]);
  });

  it('a page rendering an island from a *.island.tsx file, marked as such, is an island page', () => {
    const html = page(
      [...framework, '5:I[200,["$2"],"EmbeddedForm"]'],
      '<div data-island-root="EmbeddedForm" data-island-props="{}"><div data-island="EmbeddedForm"></div></div>',
    );
    expect(islandMarkers(html)).toEqual(['EmbeddedForm']);
    expect(islandsOf('/contact', clientReferences(html), modules, html)).toEqual([
      { name: 'EmbeddedForm', file: 'components/forms/embedded-form.island.tsx' },
    ]);
  });

  it('fails on a client component not in a *.island.tsx file, naming the page and the component', () => {
    const html = page([...framework, '5:I[300,["$2"],"MobileMenu"]']);
    expect(() => islandsOf('/boilers', clientReferences(html), modules, html)).toThrow(
      '/boilers renders <MobileMenu> from components/layout/mobile-menu.tsx, a client component not in a *.island.tsx file',
    );
  });

  it("fails on a client component of Next's that needs React in the browser (next/script)", () => {
    const html = page([...framework, '5:I[400,["$2"],"default"]']);
    expect(() => islandsOf('/', clientReferences(html), modules, html)).toThrow(
      '/ renders the default export from node_modules/next/dist/client/script.js',
    );
  });

  it('fails on a module the build cannot find', () => {
    const html = page(['5:I[999,[],"Mystery"]']);
    expect(() => islandsOf('/x', clientReferences(html), modules, html)).toThrow(
      '/x renders a client component the build cannot find (module 999, <Mystery>)',
    );
  });

  it('fails when what the page rendered and what its HTML marks disagree, either way', () => {
    const unmarked = page([...framework, '5:I[200,["$2"],"EmbeddedForm"]']);
    expect(() => islandsOf('/contact', clientReferences(unmarked), modules, unmarked)).toThrow(
      'give the island\'s root element data-island="EmbeddedForm"',
    );
    const notRendered = page(framework, '<div data-island="QuoteRequest"></div>');
    expect(() => islandsOf('/contact', clientReferences(notRendered), modules, notRendered)).toThrow(
      'has an element marked data-island="QuoteRequest", but renders no client component of that name',
    );
  });

  it('fails on an island not rendered through <Island>, which the browser could not hydrate alone', () => {
    const bare = page([...framework, '5:I[200,["$2"],"EmbeddedForm"]'], '<div data-island="EmbeddedForm"></div>');
    expect(() => islandsOf('/contact', clientReferences(bare), modules, bare)).toThrow(
      '/contact renders the island <EmbeddedForm> (components/forms/embedded-form.island.tsx) directly: the browser hydrates only islands rendered through <Island name="EmbeddedForm"',
    );
    const misnamed = page(
      [...framework, '5:I[200,["$2"],"EmbeddedForm"]'],
      '<div data-island-root="Form"><div data-island="EmbeddedForm"></div></div>',
    );
    expect(() => islandsOf('/contact', clientReferences(misnamed), modules, misnamed)).toThrow(
      'has an element marked data-island-root="Form", but renders no island of that name',
    );
  });

  it('lists every problem of a page at once', () => {
    const html = page(['5:I[300,[],"MobileMenu"]', '6:I[999,[],"Mystery"]']);
    try {
      islandsOf('/boilers', clientReferences(html), modules, html);
      expect.unreachable();
    } catch (error) {
      expect((error as IslandRuleError).problems).toHaveLength(2);
    }
  });
});
