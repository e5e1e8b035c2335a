import { expect, test } from '@playwright/test';
import { everyPage } from './routes';

// WCAG 1.4.10 (Reflow): at 320 CSS px nothing needs scrolling sideways. 360 px is the commonest
// Android phone, and 768 px the tablet where the bar first shows its links. A table may scroll in
// its own box (the criterion's exception for data tables); the page itself may not, and nor may a
// table spill out of its box.
for (const width of [320, 360, 768]) {
  test(`no page is wider than a ${width} px screen`, async ({ browser, request }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      isMobile: width < 768,
      hasTouch: width < 768,
    });
    const page = await context.newPage();
    const paths = await everyPage(request);
    const found: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const {
        page: pageWidth,
        widest,
        spilling,
      } = await page.evaluate(() => {
        const root = document.documentElement;
        // What sticks out of the page, not out of a box that scrolls or clips it (a wide table's).
        const boxed = (element: Element) => {
          for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement)
            if (getComputedStyle(parent).overflowX !== 'visible') return true;
          return false;
        };
        const over = [...document.body.querySelectorAll('*')]
          .map((element) => ({ element, right: element.getBoundingClientRect().right }))
          .filter(
            ({ element, right }) => right > root.clientWidth + 0.5 && element.checkVisibility() && !boxed(element),
          )
          .sort((a, b) => b.right - a.right)[0];
        const name = over && `${over.element.tagName.toLowerCase()} "${over.element.textContent?.trim().slice(0, 30)}"`;
        // A table wider than its column must scroll in its own box, not spill out of it.
        const spilling = [...document.querySelectorAll('table')]
          .filter((table) => table.parentElement && table.offsetWidth > table.parentElement.clientWidth + 0.5)
          .filter((table) => !['auto', 'scroll'].includes(getComputedStyle(table.parentElement!).overflowX))
          .map((table) => (table.caption?.textContent ?? table.textContent ?? '').trim().slice(0, 30));
        return {
          page: root.scrollWidth,
          widest: name && `${name} reaches ${Math.round(over!.right)} px`,
          spilling,
        };
      });
      if (pageWidth > width) found.push(`${path}: ${pageWidth} px wide (${widest ?? 'no single element'})`);
      for (const table of spilling)
        found.push(`${path}: the table "${table}" is wider than its box, which does not scroll`);
    }
    console.log(`Reflow at ${width} px: ${paths.length} pages, ${found.length} wider than the screen.`);
    expect(found).toEqual([]);
    await context.close();
  });
}

// A visitor may set their browser's text larger. The bar counts its room in rem, so at 150% on a phone
// it keeps Get Quote and the menu on the screen (the mark stands for the name, which stays the link's).
test('with the text at 150%, the bar fits a 375 px phone and its menu opens', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: 24 } });
  for (const path of ['/', '/contact', '/knowledge-centre/heat-pump-guide']) {
    await page.goto(path);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('24px');
    const header = page.getByRole('banner');
    const widest = await header.evaluate((element) =>
      Math.max(...[...element.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)),
    );
    expect(widest, `${path}: the bar's right edge`).toBeLessThanOrEqual(375);
    await expect(header.getByRole('link', { name: 'Wheelwright Heating' })).toBeInViewport();
    await expect(header.getByRole('link', { name: 'Get Quote' })).toBeInViewport({ ratio: 1 });
    await header.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  }
});
