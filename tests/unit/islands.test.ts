import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as registry from '@/components/islands/registry';
import type { ClientReference } from '@/build/next';
import { IslandRuleError, islandMarkers, islandsOf, registeredIslandFiles } from '@/build/decide-islands';

// What a page rendered and which file each module is, as the build reads them from Next's output
// (build/next/; tests/unit/next-contract.test.ts reads them from a real build).
const modules = new Map([
  ['100', 'node_modules/next/dist/esm/client/components/layout-router.js'],
  ['101', 'node_modules/next/dist/client/app-dir/link.js'],
  ['200', 'components/forms/embedded-form.island.tsx'],
  ['201', 'components/toast/toaster.island.tsx'],
  ['300', 'components/layout/mobile-menu.tsx'],
  ['400', 'node_modules/next/dist/client/script.js'],
]);
const islands = new Map([['EmbeddedFormIsland', 'components/forms/embedded-form.island.tsx']]);

const framework: ClientReference[] = [
  { id: '100', name: 'default' },
  { id: '101', name: '' },
];
const embeddedForm: ClientReference = { id: '200', name: 'EmbeddedFormIsland' };

const rule = (route: string, references: ClientReference[], html = '') =>
  islandsOf(route, references, modules, html, islands);

describe('the island registry', () => {
  it("finds each island's file among the build's client modules by the component it exports", async () => {
    const project = path.resolve(import.meta.dirname, '../..');
    expect(await registeredIslandFiles(registry, modules, project)).toEqual(islands);
  });
});

describe('the island rule', () => {
  it("a page rendering only Next's own structure is plain", () => {
    expect(rule('/about', framework)).toEqual([]);
  });

  it('a page rendering an island of the registry, marked as such, is an island page', () => {
    const html =
      '<div data-island-root="EmbeddedFormIsland" data-island-props="{}"><div data-island="EmbeddedFormIsland"></div></div>';
    expect(islandMarkers(html)).toEqual(['EmbeddedFormIsland']);
    expect(rule('/contact', [...framework, embeddedForm], html)).toEqual([
      { name: 'EmbeddedFormIsland', file: 'components/forms/embedded-form.island.tsx' },
    ]);
  });

  it('fails on a client component outside the islands, naming the page and the component', () => {
    expect(() => rule('/boilers', [...framework, { id: '300', name: 'MobileMenu' }])).toThrow(
      '/boilers renders <MobileMenu> from components/layout/mobile-menu.tsx, a client component outside the islands (files named *.island.tsx)',
    );
  });

  it('fails on a client component the registry does not list, naming the registry', () => {
    expect(() => rule('/contact', [...framework, { id: '201', name: 'Toaster' }])).toThrow(
      '/contact renders <Toaster> from components/toast/toaster.island.tsx, a client component the island registry does not list: ' +
        'without React in the browser it would do nothing. Export it from components/islands/registry.ts',
    );
  });

  it("fails on a client component of Next's that needs React in the browser (next/script)", () => {
    expect(() => rule('/', [...framework, { id: '400', name: 'default' }])).toThrow(
      '/ renders the default export from node_modules/next/dist/client/script.js',
    );
  });

  it('fails on a module the build cannot find', () => {
    expect(() => rule('/x', [{ id: '999', name: 'Mystery' }])).toThrow(
      '/x renders a client component the build cannot find (module 999, <Mystery>)',
    );
  });

  it('fails when what the page rendered and what its HTML marks disagree, either way', () => {
    expect(() => rule('/contact', [...framework, embeddedForm])).toThrow(
      'give the island\'s root element data-island="EmbeddedFormIsland"',
    );
    expect(() => rule('/contact', framework, '<div data-island="QuoteRequest"></div>')).toThrow(
      'has an element marked data-island="QuoteRequest", but renders no client component of that name',
    );
  });

  it('fails on an island not rendered through <Island>, which the browser could not hydrate alone', () => {
    expect(() =>
      rule('/contact', [...framework, embeddedForm], '<div data-island="EmbeddedFormIsland"></div>'),
    ).toThrow(
      '/contact renders the island <EmbeddedFormIsland> (components/forms/embedded-form.island.tsx) directly: the browser hydrates only islands rendered through <Island name="EmbeddedFormIsland"',
    );
    const misnamed = '<div data-island-root="Form"><div data-island="EmbeddedFormIsland"></div></div>';
    expect(() => rule('/contact', [...framework, embeddedForm], misnamed)).toThrow(
      'has an element marked data-island-root="Form", but renders no island of that name',
    );
  });

  it('lists every problem of a page at once', () => {
    try {
      rule('/boilers', [
        { id: '300', name: 'MobileMenu' },
        { id: '999', name: 'Mystery' },
      ]);
      expect.unreachable();
    } catch (error) {
      expect((error as IslandRuleError).problems).toHaveLength(2);
    }
  });
});
