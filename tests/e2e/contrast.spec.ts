import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { pagesAt } from './routes';

/**
 * What decides how a control looks in every state: its tag and classes, the colours it inherits (its
 * text's, and the focus ring's `--focus-ring`), and the background it sits on (the nearest with a
 * colour or a gradient). Two controls alike in these look alike, so a check that
 * has seen one (`seen`) need not check the other: the same button on every page is checked once, and a
 * new style or a new background is always checked.
 */
async function unseenControls(page: Page, selector: string, seen: Set<string>): Promise<number[]> {
  const looks = await page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      let ground = 'white';
      for (let holder = element.parentElement; holder; holder = holder.parentElement) {
        const style = getComputedStyle(holder);
        if (style.backgroundImage !== 'none') {
          ground = style.backgroundImage;
          break;
        }
        if (style.backgroundColor !== 'rgba(0, 0, 0, 0)') {
          ground = style.backgroundColor;
          break;
        }
      }
      const style = getComputedStyle(element);
      const ring = style.getPropertyValue('--focus-ring');
      return `${element.localName} ${element.className} ${style.color} ring ${ring} on ${ground}`;
    }),
  );
  return looks.flatMap((look, index) => {
    if (seen.has(look)) return [];
    seen.add(look);
    return [index];
  });
}

/** Hovers and focuses each control not yet seen and returns those whose text then lacks contrast. */
async function stateContrastFaults(page: Page, selector: string, seen = new Set<string>()) {
  const controls = page.locator(selector);
  const unseen = await unseenControls(page, selector, seen);
  const count = unseen.length;
  const found: string[] = [];
  const contrastOf = () => axeViolations(page, { include: '[data-checking]', rules: ['color-contrast'] });
  for (const index of unseen) {
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

test('colour contrast holds for hovered and focused buttons on every page', async ({ page, request }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const paths = await pagesAt(request, 1280, 1280);
  const found: string[] = [];
  const seen = new Set<string>();
  let controls = 0;
  for (const path of paths) {
    await page.goto(path);
    const result = await stateContrastFaults(page, 'main a[data-button]:visible, main button:visible', seen);
    controls += result.count;
    found.push(...result.found.map((fault) => `${path} ${fault}`));
  }
  console.log(
    `Contrast in hover and focus states, buttons: ${paths.length} pages, ${controls} buttons of different looks, ${found.length} failures.`,
  );
  expect(found).toEqual([]);
});

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

// Every page on a desktop, where hover and focus styles are most used; each template on a phone too.
for (const [width, which] of [
  [1280, 'every page'],
  [375, 'each template'],
] as const) {
  test(`the focus ring stands out at 3:1 from what is around it, on light and on dark surfaces: ${which} at ${width} px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 900 });
    // The ring as it settles: with motion, a link's colours fade in over 150 ms.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const found: string[] = [];
    const seen = new Set<string>();
    let checked = 0;
    const paths = await pagesAt(request, width, 1280);
    for (const path of paths) {
      await page.goto(path);
      const selector = 'header a:visible, header button:visible, main a:visible, main button:visible, footer a:visible';
      const controls = page.locator(selector);
      for (const index of await unseenControls(page, selector, seen)) {
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
        const ratio = Math.min(
          ...colours.around.map((colour) => contrast(colours.ring.slice(0, 3), colour.slice(0, 3))),
        );
        if (ratio < 3)
          found.push(
            `${path}: "${colours.name}" ${ratio.toFixed(1)}:1 (${colours.ring} on ${colours.around.join(' / ')})`,
          );
      }
    }
    console.log(
      `Focus rings at ${width} px: ${paths.length} pages, ${checked} controls of different looks, ${found.length} under 3:1.`,
    );
    expect(found).toEqual([]);
  });
}
