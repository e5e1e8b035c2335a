import fs from 'node:fs';
import path, { basename } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { htmlFiles } from '@/build/export-files';
import { scriptPreloads } from '@/build/page-html';
import { PARTS } from '@/build/site-scripts';
import { budgets } from '@/tests/support/budgets';
import { kb, siteCssGzip } from '@/tests/support/page-weight';
import { measurePageScripts, type PageScripts } from '@/tests/support/scripts-run';
import { exportDir, pagesToCheck, templatePages } from './routes';

// Runs against both test builds: the site as published (islands only on the tools' pages) and the
// build with hosted forms configured, where the form pages render the EmbeddedFormIsland as well.

// A chunk of a part of the site script, named by esbuild after the part's file: /assets/contents-<hash>.js.
const partChunk = new RegExp(`^/assets/(${PARTS.map((part) => basename(part.file, '.ts')).join('|')})-`);

/** The budget of a page running these islands' scripts: a plain page's when it runs none. */
const budgetFor = (islands: readonly string[]) =>
  islands.length === 0
    ? budgets.plainPageKb
    : budgets.islandFrameworkKb +
      Math.min(
        budgets.islandsPerPageKb,
        islands.reduce((total, name) => total + (budgets.islandsKb[name] ?? 0), 0),
      );

/** The islands whose script a page runs, from the files it fetched. */
const islandEntries = (page: PageScripts) =>
  page.files.flatMap((file) => /^\/assets\/island-(\w+)-/.exec(file.path)?.[1] ?? []).sort();
const budgetOf = (page: PageScripts) => budgetFor(islandEntries(page));

/** What a visitor does after the page has settled: scrolls to each of its islands, which then start. */
async function scrollToEachIsland(page: Page) {
  for (const root of await page.locator('[data-island-root]').all()) {
    // One in a closed disclosure (the quote request beside a hosted form) is reached by opening it.
    await root.evaluate((element) => element.closest('details')?.setAttribute('open', ''));
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-island-ready', '');
  }
}

/** The islands within a screen of the viewport, which a page starts at once. */
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

function table(pages: PageScripts[]): string {
  const rows = pages.map((page) => [
    page.route,
    islandEntries(page).join(', ') || '-',
    String(page.files.length),
    kb(page.totalGzip - page.inlineGzip),
    kb(page.inlineGzip),
    kb(page.totalGzip),
    budgetOf(page).toFixed(1),
  ]);
  const header = ['Route', 'Islands run', 'Files', 'Files KiB', 'Inline KiB', 'Total KiB', 'Budget'];
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column < 2 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}

test("every page runs no more script than its budget, on load and once scrolled to its islands; no page runs Next's runtime, a page runs React only for an island near the viewport, a page preloads what it runs and nothing else, and asks for its stylesheet before any script", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const measured: (PageScripts & { width: number })[] = [];
  const scrolled: PageScripts[] = [];
  const nearAtLoad = new Map<PageScripts, string[]>();
  // Every page on a desktop's screen, where the most islands are near the viewport on load; each
  // template on a phone's too.
  const paths = await pagesToCheck(request);
  for (const [width, routes] of [
    [1280, paths],
    [375, templatePages(paths)],
  ] as const) {
    await page.setViewportSize({ width, height: 720 });
    for (const route of routes) {
      const scripts = { ...(await measurePageScripts(page, route)), width };
      measured.push(scripts);
      // Measured once settled, before any scrolling: the page is still at its top.
      nearAtLoad.set(scripts, await nearTheViewport(page));
      if (width === 1280 && scripts.islands.length > 0)
        scrolled.push(await measurePageScripts(page, route, '', scrollToEachIsland));
    }
  }
  console.log(
    `\nScript run per page on load, gzip, ${exportDir()}/ (measured in Chromium once each page settled):\n${table(measured.map((scripts) => ({ ...scripts, route: `${scripts.route} (${scripts.width} px)` })))}\n` +
      `\nScript run by each island page once scrolled to every island:\n${table(scrolled)}\n`,
  );

  for (const scripts of scrolled) {
    const { route } = scripts;
    expect(scripts.totalGzip, `${route} scrolled: ${kb(scripts.totalGzip)} KiB`).toBeLessThanOrEqual(
      budgetFor(scripts.islands) * 1024,
    );
    // Each island's own entry once it has been reached, and nothing for an island the page does not have.
    expect(islandEntries(scripts), `${route} scrolled`).toEqual([...scripts.islands].sort());
  }
  for (const scripts of measured) {
    const route = `${scripts.route} at ${scripts.width} px`;
    // On load, only the islands within a screen of the viewport: React for no other.
    expect(islandEntries(scripts), `${route}: island scripts run on load`).toEqual(nearAtLoad.get(scripts));
    const unbudgeted = scripts.islands.filter((name) => !(name in budgets.islandsKb));
    expect(unbudgeted, `${route}: islands without a budget in tests/support/budgets.ts`).toEqual([]);
    expect(scripts.totalGzip, `${route}: ${kb(scripts.totalGzip)} KiB`).toBeLessThanOrEqual(budgetOf(scripts) * 1024);
    // No page runs Next's runtime or page data: no file of Next's, no inline script besides the
    // speculation rules. An island page runs its islands' scripts, which hydrate them alone.
    const paths = scripts.files.map((file) => file.path);
    expect(
      paths.filter((path) => path.startsWith('/_next/')),
      route,
    ).toEqual([]);
    expect(scripts.inline, route).toHaveLength(1);
    expect(scripts.inline[0], route).toContain('"prefetch"');
    // A page preloads only scripts it runs, and every part of the site script it runs (the contents,
    // the search box), so none waits for the site script to ask for it.
    const html = await (await request.get(scripts.route)).text();
    const preloads = scriptPreloads(html);
    expect(
      preloads.filter((href) => !href || !paths.includes(href)),
      `${route}: preloads of scripts it does not run`,
    ).toEqual([]);
    expect(
      paths.filter((path) => partChunk.test(path) && !preloads.includes(path)),
      `${route}: parts of the site script it runs without preloading them`,
    ).toEqual([]);
    // The stylesheet, which the first paint waits for, is asked for before any script.
    const { requested } = scripts;
    expect(
      requested.filter((sent) => sent.type === 'stylesheet'),
      `${route}: its stylesheets`,
    ).toEqual([{ type: 'stylesheet', path: expect.stringMatching(/^\/_next\/static\/.+\.css$/) }]);
    const stylesheet = requested.findIndex((sent) => sent.type === 'stylesheet');
    expect(
      requested.slice(0, stylesheet).filter((sent) => sent.type === 'script'),
      `${route}: scripts asked for before the stylesheet`,
    ).toEqual([]);
    expect(
      requested.filter((sent) => sent.type === 'script').length,
      `${route}: no script asked for at all`,
    ).toBeGreaterThan(0);
    if (islandEntries(scripts).length === 0)
      expect(
        paths.filter((path) => /^\/assets\/island/.test(path)),
        `${route}: React or island code without an island started`,
      ).toEqual([]);
  }
  // The pages with a React tool are island pages in both builds; the knowledge centre only where its
  // hosted subscribe form is configured. Every other page is plain, the service pages' postcode check
  // included: the site script runs it.
  const tools = [
    '/contact',
    '/heat-pumps',
    '/knowledge-centre/government-grants-available',
    '/knowledge-centre/heat-pump-vs-boiler-costs',
  ];
  const withIslands = measured
    .filter((scripts) => scripts.width === 1280 && scripts.islands.length > 0)
    .map((scripts) => scripts.route);
  expect(withIslands.sort()).toEqual(
    (test.info().project.name === 'forms' ? [...tools, '/knowledge-centre'] : tools).sort(),
  );
});

test('a service page without a React tool runs at most 3 KiB of script, before and after its postcode check is reached and used, and nothing of React', async ({
  page,
}) => {
  for (const route of ['/boilers', '/air-conditioning']) {
    const onLoad = await measurePageScripts(page, route);
    const used = await measurePageScripts(page, route, '', async () => {
      const check = page.locator('[data-coverage-check]');
      await check.scrollIntoViewIfNeeded();
      await check.getByLabel('Your postcode').fill('B97 4AB');
      await expect(check.getByRole('status')).toHaveText('B97 is in our area (Redditch)');
      await page.waitForLoadState('networkidle');
    });
    for (const [when, scripts] of [
      ['on load', onLoad],
      ['at the check', used],
    ] as const) {
      const files = scripts.files.map((file) => file.path).sort();
      console.log(`${route} ${when}: ${kb(scripts.totalGzip)} KiB gzip (budget ${budgets.postcodeCheckPageKb}).`);
      expect(files, `${route} ${when}`).toEqual([
        expect.stringMatching(/^\/assets\/coverage-check-/),
        expect.stringMatching(/^\/assets\/enhance-/),
      ]);
      expect(scripts.totalGzip, `${route} ${when}`).toBeLessThanOrEqual(budgets.postcodeCheckPageKb * 1024);
    }
  }
});

test('a browser without invoker commands or closedby loads both polyfills, stays within budget, and the menu works', async ({
  page,
}) => {
  // Before any script of the page: the browser as one without the two features looks to the site.
  await page.addInitScript(() => {
    delete (HTMLButtonElement.prototype as { command?: unknown }).command;
    delete (globalThis as { CommandEvent?: unknown }).CommandEvent;
    delete (HTMLDialogElement.prototype as { closedBy?: unknown }).closedBy;
  });
  await page.setViewportSize({ width: 375, height: 800 });
  // A plain page without parts of the site script: the service pages also run the postcode check's.
  const scripts = await measurePageScripts(page, '/about');
  // The two polyfills are fetched side by side, so they may arrive in either order.
  const files = scripts.files.map((file) => file.path).sort();
  expect(files).toEqual([
    expect.stringMatching(/^\/assets\/dialog-closedby-polyfill-/),
    expect.stringMatching(/^\/assets\/enhance-/),
    expect.stringMatching(/^\/assets\/invoker-/),
  ]);
  console.log(`A plain page with both polyfills: ${kb(scripts.totalGzip)} KiB gzip (budget ${budgets.plainPageKb}).`);
  expect(scripts.totalGzip).toBeLessThanOrEqual(budgets.plainPageKb * 1024);

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer).toBeVisible();
  await page.mouse.click(20, 400);
  await expect(drawer).toBeHidden();
});

// app/globals.css tells Tailwind to ignore some words that are utilities' names, because the code and
// the guides use them as words. A page using one as a class would find it has no rule.
test('no page uses as a class a word the CSS leaves out', () => {
  const globals = fs.readFileSync('app/globals.css', 'utf8');
  const ignored = new Set(
    [...globals.matchAll(/@source not inline\('([^']*)'\)/g)].flatMap((match) => match[1]!.split(/\s+/)),
  );
  expect(ignored.size, 'the words app/globals.css leaves out').toBeGreaterThan(0);
  const dir = exportDir();
  const sources = [
    ...htmlFiles(dir).map((file) => ({ file, classes: /\sclass="([^"]*)"/g })),
    // The islands' own code: classes shown only once a visitor works with a tool (an error, an answer).
    ...fs
      .readdirSync(path.join(dir, 'assets'))
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ file: path.join(dir, 'assets', name), classes: /className:\s*["`]([^"`]*)["`]/g })),
    // The components themselves, for what only the editors' preview shows (a draft's label).
    ...fs
      .readdirSync('components', { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => ({ file: path.join('components', name), classes: /className=["{`]+([^"}`]*)["}`]/g })),
  ];
  const found = sources.flatMap(({ file, classes }) =>
    [...fs.readFileSync(file, 'utf8').matchAll(classes)]
      .flatMap((match) => match[1]!.split(/\s+/))
      .filter((name) => ignored.has(name.replace(/^.*:/, '')))
      .map((name) => `${file.startsWith(dir) ? path.relative(dir, file) : file}: "${name}"`),
  );
  expect([...new Set(found)], 'classes app/globals.css tells Tailwind to ignore').toEqual([]);
});

test('the CSS of the whole site stays within its budget', () => {
  const css = siteCssGzip(exportDir());
  console.log(`CSS for the whole site, ${exportDir()}/: ${kb(css)} KiB gzip (budget ${budgets.siteCssKb}).`);
  expect(css).toBeLessThanOrEqual(budgets.siteCssKb * 1024);
});
