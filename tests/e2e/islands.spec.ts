import { expect, test } from '@playwright/test';

// Islands are hydrated alone (README, "Islands"): React takes over each tool's HTML as the server
// rendered it, without rendering it anew, and nothing else of the page. Runs on both test builds.

const islandPages = [
  { route: '/contact', islands: ['QuoteRequestIsland'] },
  { route: '/heat-pumps', islands: ['GrantCheckerIsland', 'CostCalculatorIsland'] },
  { route: '/knowledge-centre/government-grants-available', islands: ['GrantCheckerIsland'] },
  { route: '/knowledge-centre/heat-pump-vs-boiler-costs', islands: ['CostCalculatorIsland'] },
];

for (const { route, islands } of islandPages) {
  test(`${route}: React hydrates ${islands.join(' and ')} from the server's HTML, and nothing else of the page`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    // Before any script of the page: every child an island's root loses. React removes them when it
    // renders an island anew, as it does when the HTML is not what the island would render.
    await page.addInitScript(() => {
      const removed: string[] = [];
      Object.assign(window, { removedFromIslandRoots: removed });
      new MutationObserver((records) => {
        for (const record of records)
          if (record.target instanceof Element && record.target.hasAttribute('data-island-root'))
            for (const node of record.removedNodes)
              removed.push(`${record.target.getAttribute('data-island-root')}: ${node.nodeName}`);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(route);

    // Each tool marks its form ready once React has started it.
    for (const name of islands)
      await expect(page.locator(`[data-island="${name}"] form[data-ready]`).first()).toBeAttached();
    const state = await page.evaluate(() => {
      const reactKeys = (element: Element | null) =>
        element ? Object.keys(element).filter((key) => key.startsWith('__react')) : ['(no element)'];
      return {
        removed: (window as unknown as { removedFromIslandRoots: string[] }).removedFromIslandRoots,
        roots: [...document.querySelectorAll('[data-island-root]')].map((root) => ({
          name: root.getAttribute('data-island-root'),
          container: reactKeys(root).some((key) => key.startsWith('__reactContainer')),
        })),
        // The page around the islands: no React fiber on the document, the header's links or the footer.
        outside: [
          document.documentElement,
          document.body,
          document.querySelector('header a'),
          document.querySelector('footer'),
        ].flatMap(reactKeys),
      };
    });
    expect(state.removed).toEqual([]);
    expect(state.roots).toEqual(islands.map((name) => ({ name, container: true })));
    expect(state.outside).toEqual([]);
    expect(scripts.filter((path) => path.startsWith('/_next/'))).toEqual([]);
    expect(
      scripts
        .filter((path) => path.startsWith('/assets/island-'))
        .map((path) => path.split('-')[1])
        .sort(),
    ).toEqual([...islands].sort());
    expect(errors).toEqual([]);
  });
}
