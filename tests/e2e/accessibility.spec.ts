import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { everyPage } from './routes';

for (const width of [375, 1280]) {
  test(`every page has no WCAG 2.2 A/AA violation at ${width} px`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = await everyPage(request);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      for (const violation of await axeViolations(page)) found.push(`${path} ${violation}`);
    }
    console.log(`axe at ${width} px: ${paths.length} pages checked, ${found.length} violations.`);
    expect(found).toEqual([]);
  });
}

test('the open drawer has no violation', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/heat-pumps');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('contrast axe leaves for review is decided: text on a gradient, SVG text, and what axe cannot check', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  // The page hero's gradient ending in a grey its dark heading cannot be read on.
  await page.goto('/contact');
  expect(await axeViolations(page), 'as built').toEqual([]);
  await page
    .locator('#main section')
    .first()
    .evaluate((hero) => {
      hero.style.backgroundImage = 'linear-gradient(rgb(238, 246, 251), rgb(85, 85, 85))';
    });
  expect(await axeViolations(page, { include: 'h1' })).toEqual([
    "color-contrast (on the gradient's rgb(85, 85, 85)): h1",
  ]);
  // The style the check swapped in is taken out again.
  expect(await page.locator('#main section').first().getAttribute('style')).toBe(
    'background-image: linear-gradient(rgb(238, 246, 251), rgb(85, 85, 85));',
  );
  // The cost chart's axis labels in a pale grey.
  await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
  const chart = '[data-island="CostCalculatorIsland"] figure';
  expect(await axeViolations(page, { include: chart }), 'as built').toEqual([]);
  await page
    .locator(`${chart} svg text`)
    .first()
    .evaluate((text: SVGElement) => (text.style.fill = '#bbb'));
  expect(await axeViolations(page, { include: chart })).toEqual([
    'color-contrast (SVG text, 1.83:1 where 4.5:1 is needed): text[y="212"]',
  ]);
  // Text on a picture: axe cannot tell, and neither can this check, so it fails.
  await page.goto('/about');
  await page
    .locator('#main p')
    .first()
    .evaluate((paragraph) => (paragraph.style.backgroundImage = 'url(/icon.svg)'));
  expect(await axeViolations(page, { include: '#main p' })).toEqual([
    expect.stringMatching(/^color-contrast \(axe could not check it: bgImage\): /),
  ]);
});

/**
 * Numbers every interactive element a keyboard user should reach (shown, not disabled), then tabs
 * through the page. Returns the elements never reached and those reached without a visible focus.
 */
async function keyboardWalk(page: Page) {
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

for (const width of [375, 1280]) {
  test(`every interactive element of every page is reachable by keyboard and shows its focus at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    const paths = await everyPage(request);
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

/** Hovers and focuses each control in turn and returns those whose text then lacks contrast. */
async function stateContrastFaults(page: Page, selector: string) {
  const controls = page.locator(selector);
  const count = await controls.count();
  const found: string[] = [];
  const contrastOf = () => axeViolations(page, { include: '[data-checking]', rules: ['color-contrast'] });
  for (let index = 0; index < count; index += 1) {
    const control = controls.nth(index);
    await control.evaluate((element) => {
      document.querySelector('[data-checking]')?.removeAttribute('data-checking');
      element.setAttribute('data-checking', '');
      element.scrollIntoView({ block: 'center' });
    });
    await control.hover();
    for (const target of await contrastOf()) found.push(`hover: ${target}`);
    await control.focus();
    for (const target of await contrastOf()) found.push(`focus: ${target}`);
  }
  return { count, found };
}

test('colour contrast holds for hovered, focused and current navigation items and footer links', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/boilers');
  const { count, found } = await stateContrastFaults(page, 'header a:visible, footer a:visible');
  console.log(`Contrast in hover and focus states, header and footer: ${count} controls, ${found.length} failures.`);
  expect(found).toEqual([]);
});

// In three parts (every third page each), so that the parts run side by side and each has time to spare.
const PARTS = 3;
for (let part = 0; part < PARTS; part += 1) {
  test(`colour contrast holds for hovered and focused buttons on every page (part ${part + 1} of ${PARTS})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1280, height: 900 });
    const paths = (await everyPage(request)).filter((_, index) => index % PARTS === part);
    const found: string[] = [];
    let controls = 0;
    for (const path of paths) {
      await page.goto(path);
      const result = await stateContrastFaults(page, 'main a[data-button]:visible, main button:visible');
      controls += result.count;
      found.push(...result.found.map((fault) => `${path} ${fault}`));
    }
    console.log(
      `Contrast in hover and focus states, buttons (part ${part + 1}): ${paths.length} pages, ${controls} buttons, ${found.length} failures.`,
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

/** The contrast of two sRGB colours, as WCAG defines it. */
function contrast(a: number[], b: number[]) {
  const luminance = ([r, g, b]: number[]) => {
    const [R, G, B] = [r!, g!, b!].map((value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

test('the focus ring stands out at 3:1 from what is around it, on light and on dark surfaces', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // The ring as it settles: with motion, a link's colours fade in over 150 ms.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const found: string[] = [];
  let checked = 0;
  const paths = await everyPage(request);
  for (const path of paths) {
    await page.goto(path);
    // The footer is the same on every page: checked on the first.
    const controls = page.locator(
      path === paths[0]
        ? 'main a:visible, main button:visible, footer a:visible'
        : 'main a:visible, main button:visible',
    );
    for (let index = 0; index < (await controls.count()); index += 1) {
      const control = controls.nth(index);
      await control.focus();
      // The ring sits 2 px outside the element, over the background of what holds it.
      const colours = await control.evaluate((element) => {
        // Any CSS colour (Tailwind's are oklch) as sRGB with alpha, read back from a canvas.
        const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
        const rgb = (value: string) => {
          canvas.clearRect(0, 0, 1, 1);
          canvas.fillStyle = value;
          canvas.fillRect(0, 0, 1, 1);
          const [r, g, b, a] = canvas.getImageData(0, 0, 1, 1).data;
          return [r!, g!, b!, a! / 255];
        };
        // What the ring is drawn over: the nearest background, every colour of it for a gradient.
        let around: number[][] = [[255, 255, 255, 1]];
        for (let holder = element.parentElement; holder; holder = holder.parentElement) {
          const style = getComputedStyle(holder);
          const gradient = style.backgroundImage.includes('gradient')
            ? (style.backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|color)\([^)]*\)/g) ?? [])
            : [];
          if (gradient.length > 0) {
            around = gradient.map(rgb);
            break;
          }
          if ((rgb(style.backgroundColor)[3] ?? 1) > 0) {
            around = [rgb(style.backgroundColor)];
            break;
          }
        }
        return {
          ring: rgb(getComputedStyle(element).outlineColor),
          around,
          name: (element.textContent ?? '').trim().slice(0, 40),
        };
      });
      checked += 1;
      const ratio = Math.min(...colours.around.map((colour) => contrast(colours.ring.slice(0, 3), colour.slice(0, 3))));
      if (ratio < 3)
        found.push(
          `${path}: "${colours.name}" ${ratio.toFixed(1)}:1 (${colours.ring} on ${colours.around.join(' / ')})`,
        );
    }
  }
  console.log(`Focus rings: ${paths.length} pages, ${checked} controls, ${found.length} under 3:1.`);
  expect(found).toEqual([]);
});

test('with forced colours, filled buttons keep a visible edge', async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  for (const [path, name] of [
    ['/contact', 'Continue'],
    ['/heat-pumps', 'Check'],
    ['/heat-pumps', 'Work it out'],
    ['/search', 'Search'],
  ] as const) {
    await page.goto(path);
    const button = page.getByRole('button', { name, exact: true });
    const edge = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return `${style.borderTopStyle} ${parseFloat(style.borderTopWidth) > 0}`;
    });
    expect(edge, `${path} ${name}`).toBe('solid true');
  }
});

test('with reduced motion, navigations jump to the top at once and nothing transitions', async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: 'reduce', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto('/knowledge-centre/heat-pump-guide');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const related = page.getByRole('region', { name: 'Related articles' }).getByRole('link').first();
  await related.click();
  await page.waitForURL(/\/knowledge-centre\/(?!heat-pump-guide)/);
  // No smooth scroll in progress: the position is already the top, and stays there.
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 1000 }).toBe(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).not.toBe('smooth');
  // Hover effects change at once: no element keeps a transition.
  const moving = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((element) =>
        getComputedStyle(element)
          .transitionDuration.split(',')
          .some((duration) => parseFloat(duration) > 0),
      ).length,
  );
  expect(moving).toBe(0);
  await context.close();
});
