import { expect, test, type Page } from '@playwright/test';
import { pagesAt } from './routes';

/**
 * Numbers every interactive element a keyboard user should reach (shown, not disabled), then tabs
 * through the page. Returns the elements never reached and those reached without a visible focus.
 */
async function keyboardWalk(page: Page) {
  // An island starts when it comes near the screen (browser/lazy-islands.ts) and may show or hide
  // questions as it does (the quote request's depend on the service chosen): every island is started
  // and ready before the stops are numbered, so none changes the page during the walk.
  for (const root of await page.locator('[data-island-root]').all()) {
    await root.scrollIntoViewIfNeeded();
    await expect(root).toHaveAttribute('data-island-ready', '');
  }
  await page.evaluate(() => scrollTo(0, 0));
  const expected = await page.evaluate(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      'a[href], button, iframe, input, select, textarea, [tabindex]:not([tabindex="-1"])',
    );
    const shown = [...candidates].filter(
      (element) =>
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== 'hidden' &&
        !element.closest('[inert]') &&
        !(element as HTMLButtonElement).disabled,
    );
    // A group of radio buttons is one Tab stop (the arrow keys move within it): its checked option,
    // or its first while none is checked.
    const isRadio = (element: HTMLElement): element is HTMLInputElement =>
      element instanceof HTMLInputElement && element.type === 'radio';
    const stops = shown.filter((element) => {
      if (!isRadio(element)) return true;
      const group = shown.filter(
        (other) => isRadio(other) && other.name === element.name && other.form === element.form,
      );
      const checked = group.find((other) => (other as HTMLInputElement).checked);
      return element === (checked ?? group[0]);
    });
    return stops.map((element, index) => {
      element.dataset.keyboardIndex = String(index);
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      return `${element.tagName.toLowerCase()} "${label}"`;
    });
  });
  // Each focus is noted by the page as it happens, so a Tab costs one round trip rather than two.
  await page.evaluate(() => {
    const log: ({ index: number; visible: boolean } | null)[] = [];
    (window as unknown as { focusLog: typeof log }).focusLog = log;
    document.addEventListener('focusin', () => {
      const element = document.activeElement as HTMLElement | null;
      if (!element?.dataset.keyboardIndex) return log.push(null);
      const style = getComputedStyle(element);
      const visible =
        (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
      log.push({ index: Number(element.dataset.keyboardIndex), visible });
    });
  });
  const reached = new Set<number>();
  const hidden: string[] = [];
  let first: number | undefined;
  let cycled = false;
  for (let step = 0; step < expected.length + 20 && !cycled;) {
    // Ten Tabs, then what they focused; the walk ends where it began.
    for (const end = Math.min(step + 10, expected.length + 20); step < end; step += 1) await page.keyboard.press('Tab');
    const focuses = await page.evaluate(() =>
      (window as unknown as { focusLog: ({ index: number; visible: boolean } | null)[] }).focusLog.splice(0),
    );
    for (const focus of focuses) {
      if (!focus) continue;
      if (focus.index === first) {
        cycled = true;
        break;
      }
      first ??= focus.index;
      reached.add(focus.index);
      if (!focus.visible) hidden.push(expected[focus.index]!);
    }
  }
  return { count: expected.length, unreached: expected.filter((_, index) => !reached.has(index)), hidden };
}

// Every page on a phone, where the bar folds into the menu and hidden parts are likeliest to trap or
// skip a stop; each template on a desktop too.
for (const [width, which] of [
  [375, 'every page'],
  [1280, 'each template'],
] as const) {
  test(`every interactive element of ${which} is reachable by keyboard and shows its focus at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = await pagesAt(request, width, 375);
    const found: string[] = [];
    let elements = 0;
    for (const path of paths) {
      await page.goto(path);
      const { count, unreached, hidden } = await keyboardWalk(page);
      elements += count;
      for (const name of unreached) found.push(`${path}: ${name} is never reached by Tab`);
      for (const name of hidden) found.push(`${path}: ${name} shows no focus`);
    }
    console.log(
      `Keyboard at ${width} px: ${paths.length} pages, ${elements} elements tabbed to, ${found.length} faults.`,
    );
    expect(found).toEqual([]);
  });
}

/** Where the focused element is, against the sticky header's bottom edge and the window's height. */
const focusPlace = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    return {
      name: `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? element.id).trim().slice(0, 40)}"`,
      inHeader: Boolean(element.closest('header')),
      top: box.top,
      bottom: box.bottom,
      headerBottom: document.querySelector('header')!.getBoundingClientRect().bottom,
      height: innerHeight,
    };
  });

for (const width of [375, 1280]) {
  test(`focus is never hidden under the sticky header at ${width} px: skip link, Tab and Shift+Tab`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 800 });
    const found: string[] = [];
    const check = async (path: string, how: string) => {
      const place = await focusPlace(page);
      if (!place.inHeader && (place.top < place.headerBottom - 1 || place.bottom > place.height + 1)) {
        found.push(
          `${path} ${how}: ${place.name} at ${Math.round(place.top)}–${Math.round(place.bottom)} px, header to ${Math.round(place.headerBottom)} px`,
        );
      }
    };
    // The skip link, then the first Tab after it (the breadcrumb's first link).
    await page.goto('/about');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await check('/about', 'Tab after the skip link');
    // Backwards from the footer's last link, as far as the page's top, on pages with forms and cards.
    for (const path of ['/search', '/knowledge-centre', '/contact', '/heat-pumps']) {
      await page.goto(path);
      await page.locator('footer a').last().focus();
      for (let step = 0; step < 60; step += 1) {
        await page.keyboard.press('Shift+Tab');
        if (await page.evaluate(() => Boolean(document.activeElement?.closest('header')))) break;
        await check(path, 'Shift+Tab');
      }
    }
    expect(found).toEqual([]);
  });
}
