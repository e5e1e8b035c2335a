import fs from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's tags for WCAG 2.2 A and AA, and the versions before it. */
export const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

// The axe-core that @axe-core/playwright itself runs, found beside it rather than hoisted.
const axeSource = fs.readFileSync(
  createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright')).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface Check {
  /** A selector: only this part of the page is analysed. */
  include?: string;
  /** The rules to run (by default, every rule of WCAG 2.2 A and AA). */
  rules?: string[];
}

/** What an analysis found, as axe reports it (in the page or through AxeBuilder). */
type Results = Pick<Awaited<ReturnType<AxeBuilder['analyze']>>, 'violations' | 'incomplete'>;
/** axe, once loaded into the page. */
type AxeWindow = { axe: { run: (context: unknown, options: unknown) => Promise<Results> } };
/** A node whose contrast axe left for review: where it is, and axe's reasons. */
type ForReview = { target: string[]; reasons: string[] }[];

/** Loads axe into the page, once per page. */
async function loadAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/**
 * axe's violations on the page as it is now, each as "rule: the elements it found", and the text
 * whose contrast axe could not decide and this helper then decides (contrastLeftForReview).
 *
 * axe runs in the page itself, loaded once per page rather than at every analysis: AxeBuilder loads
 * its 0.5 MB script on each call and then opens a blank page to finish the run in, which made a call
 * take two to three times as long. That blank page is what lets AxeBuilder look inside frames, so
 * a page with a frame (the hosted form) is still analysed by AxeBuilder.
 */
export async function axeViolations(page: Page, { include, rules }: Check = {}): Promise<string[]> {
  let results: Results;
  if (page.frames().length > 1) {
    const builder = new AxeBuilder({ page });
    if (rules) builder.withRules(rules);
    else builder.withTags(WCAG);
    if (include) builder.include(include);
    results = await builder.analyze();
  } else {
    await loadAxe(page);
    results = await page.evaluate(
      async ({ include, rules, wcag }) => {
        const { axe } = window as unknown as AxeWindow;
        const { violations, incomplete } = await axe.run(include ? { include: [include] } : document, {
          runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcag },
        });
        return { violations, incomplete };
      },
      { include, rules, wcag: WCAG },
    );
  }
  const found = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  const forReview: ForReview = results.incomplete
    .filter((rule) => rule.id === 'color-contrast')
    .flatMap((rule) => rule.nodes)
    // The site's own document; a frame's (the hosted form, through AxeBuilder) is its host's.
    .filter((node) => node.target.length === 1)
    .map((node) => ({
      target: node.target.map(String),
      reasons: node.any.map((check) => (check.data as { messageKey?: string } | null)?.messageKey ?? check.id),
    }));
  if (forReview.length > 0) found.push(...(await contrastLeftForReview(page, forReview)));
  return found;
}

/**
 * Decides the contrast axe left for review on the page as it is now; each failure as
 * "color-contrast (why): the element".
 *
 * - Text on a gradient (the page heroes, and a wide table's edge shadows): axe cannot tell which colour lies behind each letter, so
 *   the gradient is swapped for each of its colour stops in turn, as a solid colour, and axe checks
 *   the text against each. Between two stops the colour runs from one to the other, so the least
 *   contrast is at a stop.
 * - Text drawn in an SVG (the cost chart's axes): axe does not look inside an image; its fill is
 *   compared with the colour behind the SVG, by WCAG's formula.
 * - Anything else axe leaves for review fails, with axe's reason, rather than passing unseen.
 */
async function contrastLeftForReview(page: Page, forReview: ForReview): Promise<string[]> {
  await loadAxe(page);
  return page.evaluate(async (forReview) => {
    const { axe } = window as unknown as AxeWindow;
    const contrast = { runOnly: { type: 'rule', values: ['color-contrast'] } };
    const found: string[] = [];
    const gradients = new Map<HTMLElement, string[]>();
    for (const { target: path, reasons } of forReview) {
      const target = path.join(' ');
      const element = document.querySelector(path[0]!);
      // A text of one character on a gradient is left as 'shortTextContent' rather than 'bgGradient'.
      if ((reasons.includes('bgGradient') || reasons.includes('shortTextContent')) && element) {
        let behind: Element | null = element;
        while (behind && !getComputedStyle(behind).backgroundImage.includes('gradient')) behind = behind.parentElement;
        if (behind instanceof HTMLElement) {
          gradients.set(behind, [...(gradients.get(behind) ?? []), target]);
          continue;
        }
      }
      if (element instanceof SVGElement && element.ownerSVGElement) {
        const failure = svgTextContrast(element, element.ownerSVGElement);
        if (failure) found.push(`color-contrast (SVG text, ${failure}): ${target}`);
        continue;
      }
      found.push(`color-contrast (axe could not check it: ${reasons.join(', ')}): ${target}`);
    }
    for (const [behind, targets] of gradients) {
      const stops = getComputedStyle(behind).backgroundImage.match(/(?:rgba?|oklch|oklab|lab|lch|color)\([^()]*\)/g);
      if (!stops) {
        found.push(`color-contrast (on a gradient whose colours this check cannot read): ${targets.join(', ')}`);
        continue;
      }
      const style = behind.getAttribute('style');
      try {
        for (const stop of stops) {
          behind.style.setProperty('background-image', 'none', 'important');
          behind.style.setProperty('background-color', stop, 'important');
          const onStop = await axe.run({ include: targets.map((target) => [target]) }, contrast);
          for (const node of onStop.violations.flatMap((rule) => rule.nodes))
            found.push(`color-contrast (on the gradient's ${stop}): ${node.target.join(' ')}`);
          for (const node of onStop.incomplete.flatMap((rule) => rule.nodes))
            found.push(`color-contrast (axe could not check it on the gradient's ${stop}): ${node.target.join(' ')}`);
        }
      } finally {
        if (style === null) behind.removeAttribute('style');
        else behind.setAttribute('style', style);
      }
    }
    return found;

    /** WCAG's contrast of an SVG text's fill with what lies behind the SVG; a failure as words, or null. */
    function svgTextContrast(text: SVGElement, svg: SVGSVGElement): string | null {
      // Any CSS colour (the theme's are oklch) as sRGB bytes, by painting it on a one-pixel canvas.
      const pixel = document.createElement('canvas').getContext('2d', { willReadFrequently: true })!;
      const srgb = (colour: string) => {
        pixel.clearRect(0, 0, 1, 1);
        pixel.fillStyle = colour;
        pixel.fillRect(0, 0, 1, 1);
        const [r, g, b, a] = pixel.getImageData(0, 0, 1, 1).data;
        return { rgb: [r!, g!, b!], alpha: a! / 255 };
      };
      const textStyle = getComputedStyle(text);
      const fill = srgb(textStyle.fill);
      let ground: Element | null = svg.parentElement;
      while (ground && srgb(getComputedStyle(ground).backgroundColor).alpha === 0) ground = ground.parentElement;
      const groundStyle = ground ? getComputedStyle(ground) : null;
      const back = srgb(groundStyle?.backgroundColor ?? 'white');
      if (fill.alpha < 1 || back.alpha < 1 || (groundStyle && groundStyle.backgroundImage !== 'none'))
        return `a fill of ${textStyle.fill} on a background it cannot read`;
      const luminance = (rgb: number[]) => {
        const [r, g, b] = rgb.map((byte) => {
          const v = byte / 255;
          return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const [light, dark] = [luminance(fill.rgb), luminance(back.rgb)].sort((a, b) => b - a);
      const ratio = (light! + 0.05) / (dark! + 0.05);
      const size = parseFloat(textStyle.fontSize);
      const bold = Number(textStyle.fontWeight) >= 700;
      const needed = size >= 24 || (bold && size >= 18.66) ? 3 : 4.5;
      return ratio >= needed ? null : `${ratio.toFixed(2)}:1 where ${needed}:1 is needed`;
    }
  }, forReview);
}
