import { expect, test, type Page } from '@playwright/test';

// Islands are hydrated alone (docs/islands.md): React takes over each tool's HTML as the server
// rendered it, without rendering it anew, and nothing else of the page. Each island's script is
// asked for only when the island is needed: when it comes within a screen of the viewport, or at the
// visitor's first touch, focus or key press inside it. The postcode check is no island: the site
// script runs it (issue 52), so a service page without a React tool never loads React.

test.use({ viewport: { width: 375, height: 800 } });

const islandPages = [
  // In the first screen: started at once.
  { route: '/contact', islands: ['QuoteRequestIsland'], atOnce: ['QuoteRequestIsland'] },
  { route: '/heat-pumps', islands: ['GrantCheckerIsland', 'CostCalculatorIsland'] },
  // The guides' tools are further down: the page downloads only the site's own script until then.
  { route: '/knowledge-centre/government-grants-available', islands: ['GrantCheckerIsland'], atOnce: [] },
  { route: '/knowledge-centre/heat-pump-vs-boiler-costs', islands: ['CostCalculatorIsland'], atOnce: [] },
];

/** The scripts the page asks for from now on, by path. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

const islandEntries = (scripts: string[]) =>
  scripts.flatMap((path) => /^\/assets\/island-(\w+)-/.exec(path)?.[1] ?? []).sort();

/** The islands within a screen of the viewport (above, in or below it): those the page should start at once. */
const nearTheViewport = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[data-island-root]')]
      .filter((root) => {
        const { top, bottom, height } = root.getBoundingClientRect();
        return height > 0 && bottom >= -innerHeight && top <= 2 * innerHeight;
      })
      .map((root) => root.getAttribute('data-island-root')!)
      .sort(),
  );

for (const { route, islands, atOnce } of islandPages) {
  test(`${route}: ${islands.join(' and ')} start when near the viewport, hydrated from the server's HTML, and nothing else of the page`, async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const scripts = scriptRequests(page);
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
    await page.goto(route, { waitUntil: 'networkidle' });

    // Once the page has settled: the scripts of the islands near the viewport, and of no other.
    const near = await nearTheViewport(page);
    if (atOnce) expect(near, 'islands within a screen of the top of the page').toEqual([...atOnce].sort());
    expect(islandEntries(scripts), 'island scripts asked for on load').toEqual(near);
    for (const name of near)
      await expect(page.locator(`[data-island-root="${name}"]`)).toHaveAttribute('data-island-ready', '');
    if (near.length === 0) {
      // Nothing of React either: no chunk asked for, and none preloaded in the page.
      expect(scripts.filter((path) => path.startsWith('/assets/island'))).toEqual([]);
      await expect(page.locator('link[rel="modulepreload"][href^="/assets/island"]')).toHaveCount(0);
    }

    // Each island starts as the visitor scrolls to it, and each tool marks its form ready once it runs.
    for (const name of islands) {
      const root = page.locator(`[data-island-root="${name}"]`);
      await root.scrollIntoViewIfNeeded();
      await expect(root).toHaveAttribute('data-island-ready', '');
      await expect(root.locator(`[data-island="${name}"] form[data-ready]`).first()).toBeAttached();
    }
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
    // Each island's script once, however often it came into view.
    expect(islandEntries(scripts)).toEqual([...islands].sort());
    expect(errors).toEqual([]);
  });
}

test('an island starts at the first touch or key press inside it, even where the browser never says it is near', async ({
  page,
}) => {
  // A browser whose observer never reports: only the visitor's own use of the tool can start it.
  await page.addInitScript(() => {
    Object.assign(window, {
      IntersectionObserver: class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    });
  });
  for (const [how, route, island] of [
    ['a tap', '/knowledge-centre/government-grants-available', 'GrantCheckerIsland'],
    ['a focus and key press', '/knowledge-centre/heat-pump-vs-boiler-costs', 'CostCalculatorIsland'],
  ] as const) {
    const scripts = scriptRequests(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    const root = page.locator(`[data-island-root="${island}"]`);
    await root.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(islandEntries(scripts), `${route}: in view, not yet used`).toEqual([]);
    if (how === 'a tap') await root.getByRole('radio').first().click();
    else {
      await root.getByLabel('Years to compare').focus();
      await page.keyboard.press('Backspace');
    }
    await expect(root, `${route}: started by ${how}`).toHaveAttribute('data-island-ready', '');
    expect(islandEntries(scripts)).toEqual([island]);
    page.removeAllListeners('request');
  }
});

for (const route of ['/boilers', '/air-conditioning']) {
  test(`${route} is no island page: its postcode check answers without React, once scrolled to and used`, async ({
    page,
  }) => {
    const scripts = scriptRequests(page);
    await page.goto(route, { waitUntil: 'networkidle' });
    await expect(page.locator('[data-island-root], [data-island]')).toHaveCount(0);
    const check = page.locator('[data-coverage-check]');
    await check.scrollIntoViewIfNeeded();
    await expect(check.locator('form')).toHaveAttribute('data-ready', '');
    await check.getByLabel('Your postcode').fill('B97 4AB');
    await expect(check.getByRole('status')).toHaveText('B97 is in our area (Redditch)');
    await page.waitForLoadState('networkidle');
    expect(scripts.filter((path) => path.startsWith('/assets/island'))).toEqual([]);
    // The site script and its part that runs the check, each once, whichever is asked for first.
    expect([...scripts].sort()).toEqual([
      expect.stringMatching(/^\/assets\/coverage-check-/),
      expect.stringMatching(/^\/assets\/enhance-/),
    ]);
    const reactKeys = await check.evaluate((root) =>
      [root, ...root.querySelectorAll('*')].flatMap((element) =>
        Object.keys(element).filter((key) => key.startsWith('__react')),
      ),
    );
    expect(reactKeys).toEqual([]);
  });
}
