import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import matter from 'gray-matter';
import { frontmatterOptions } from '@/lib/content/raw-entries';
import { htmlFiles, out } from '../support/export-files';
import { axeViolations } from './axe';
import { literally, site } from './settings';

// The national gas emergency line in full (issue 52, DECISIONS.md): its number a tel: link in every
// footer, and wherever a page's text names the line (<GasEmergencyLine />). Read from the export's
// HTML, one file a page, with no browser: a link is tappable when it is an <a href="tel:…"> round
// the number, which the accessibility spec's target sizes and contrast then cover like any link.

const { display, international } = site.gasEmergency;
const LINK = `<a\\b[^>]*\\shref="tel:${literally(international)}"[^>]*>${literally(display)}</a>`;
const links = (html: string) => html.match(new RegExp(LINK, 'g'))?.length ?? 0;

/** What comes before the footer, and the footer. */
function partsOf(file: string): { body: string; footer: string } {
  const html = fs.readFileSync(file, 'utf8');
  const at = html.lastIndexOf('<footer');
  return { body: html.slice(0, at), footer: html.slice(at) };
}

/** The paragraphs, list items, table cells and headings that name the line, as their HTML. */
const namingBlocks = (html: string) =>
  [...html.matchAll(/<(p|li|td|th|h[2-6])\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map((match) => match[2]!)
    .filter((block) => /gas\s+emergency/i.test(block.replace(/<[^>]+>/g, ' ')));

/** Each published page whose text uses <GasEmergencyLine />: its exported file, and how many times. */
function pagesUsingTheBlock(): { file: string; uses: number }[] {
  const folders = { articles: ['knowledge-centre', 'knowledge-centre/community'], services: [''], legal: [''] };
  return Object.entries(folders).flatMap(([collection, routes]) =>
    fs
      .readdirSync(path.join('content', collection))
      .filter((name) => name.endsWith('.mdx'))
      .flatMap((name) => {
        const { data, content } = matter(
          fs.readFileSync(path.join('content', collection, name), 'utf8'),
          frontmatterOptions,
        );
        const uses = content.match(/<GasEmergencyLine\s*\/>/g)?.length ?? 0;
        if (uses === 0 || (data as { draft?: boolean }).draft) return [];
        const file = routes
          .map((route) => path.join(out, route, name.replace(/\.mdx$/, '.html')))
          .find((candidate) => fs.existsSync(candidate));
        return [{ file: file ?? `${collection}/${name}: no exported page`, uses }];
      }),
  );
}

test('every footer links the gas emergency number', () => {
  const pages = htmlFiles(out);
  expect(pages.length).toBeGreaterThanOrEqual(27);
  const without = pages.filter((file) => links(partsOf(file).footer) !== 1);
  expect(without.map((file) => path.relative(out, file))).toEqual([]);
});

test('a page that names the gas emergency line links its number there, in the same paragraph', () => {
  const pages = pagesUsingTheBlock();
  expect(pages.length).toBeGreaterThan(0);
  const faults: string[] = [];
  for (const { file, uses } of pages) {
    if (!fs.existsSync(file)) {
      faults.push(file);
      continue;
    }
    const { body } = partsOf(file);
    const where = path.relative(out, file);
    const found = links(body);
    if (found !== uses) faults.push(`${where}: ${found} links to the number, for ${uses} uses of <GasEmergencyLine />`);
    for (const block of namingBlocks(body).filter((html) => links(html) === 0))
      faults.push(`${where}: names the line without its number: ${block.replace(/<[^>]+>/g, '').slice(0, 120)}`);
  }
  console.log(`Gas emergency line: ${pages.length} pages name it, ${faults.length} faults.`);
  expect(faults).toEqual([]);
});

// Issue 60: a frightened person on a phone taps the footer's number without aiming and reads it at a glance.
for (const width of [320, 390]) {
  test(`the footer's gas emergency number has a line of its own, large and at least 44 px high, at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/');
    const link = page.locator('footer').getByRole('link', { name: display, exact: true });
    await expect(link).toHaveAttribute('href', `tel:${international}`);
    const box = await link.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    const { fontSize, textBefore, numberTop } = await link.evaluate((anchor) => {
      const before = document.createRange();
      before.selectNodeContents(anchor.parentElement!);
      before.setEndBefore(anchor);
      const rects = [...before.getClientRects()].filter((rect) => rect.width > 0);
      return {
        fontSize: parseFloat(getComputedStyle(anchor).fontSize),
        textBefore: Math.max(...rects.map((rect) => rect.bottom)),
        numberTop: anchor.getBoundingClientRect().top,
      };
    });
    // At least half as large again as the footer's 14 px text and the page's 16 px.
    expect(fontSize).toBeGreaterThanOrEqual(24);
    expect(textBefore, 'the sentence before the number ends on a line above it').toBeLessThanOrEqual(numberTop);
    expect(await axeViolations(page, { include: 'footer' })).toEqual([]);
  });
}
