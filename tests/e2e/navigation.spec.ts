import { expect, test } from './test';
import { visibleHeaderLinks } from './helpers';

const all = ['Home', 'Boilers', 'Heat Pumps', 'Air Conditioning', 'Knowledge Centre', 'About Us'];

test.describe('navigation bar', () => {
  test('wide screens show the six links and Get Quote', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const links = visibleHeaderLinks(page);
    await expect(links).toHaveText(['Wheelwright Heating', ...all, 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(page.locator('header a[aria-current="page"]:visible')).toHaveText(['Home']);
  });

  test('medium screens show the first five links and Get Quote', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/about');
    await expect(visibleHeaderLinks(page)).toHaveText(['Wheelwright Heating', ...all.slice(0, 5), 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    // About Us is the link left out here, so no shown link is current; on an article, Knowledge Centre is.
    const current = page.locator('header nav[aria-label="Main"] a[aria-current="page"]:visible');
    await expect(current).toHaveCount(0);
    await page.goto('/knowledge-centre/boiler-replacement');
    await expect(current).toHaveText(['Knowledge Centre']);
  });

  test('small screens show a menu button instead of the links', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(visibleHeaderLinks(page)).toHaveText(['Wheelwright Heating', 'Get Quote']);
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
  });

  for (const [path, active] of [
    ['/', 'Home'],
    ['/boilers', 'Boilers'],
    ['/knowledge-centre', 'Knowledge Centre'],
    ['/knowledge-centre/boiler-replacement', 'Knowledge Centre'],
    ['/about', 'About Us'],
  ] as const) {
    test(`marks ${active} as the current page on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const current = page.locator('header nav[aria-label="Main"] a[aria-current="page"]:visible');
      await expect(current).toHaveText([active]);
    });
  }

  test('Home is not active below the home page, and Get Quote leads to contact', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/contact');
    await expect(page.locator('header a[aria-current="page"]:visible')).toHaveCount(0);
    await page.goto('/');
    await page.locator('header').getByRole('link', { name: 'Get Quote' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });

  test('the skip link moves focus to the main content', async ({ page }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });

  test('a navigation lands at the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a navigation to an article scrolls smoothly to its top, one elsewhere jumps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    /** Clicks the link from the bottom of the page and returns the scroll positions of every frame after. */
    const scrollFramesAfter = async (click: () => Promise<void>) => {
      await page.evaluate(() => {
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' });
        const frames: number[] = [];
        (window as unknown as { frames_: number[] }).frames_ = frames;
        const sample = () => {
          frames.push(window.scrollY);
          if (frames.length < 600) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      const start = await page.evaluate(() => window.scrollY);
      expect(start).toBeGreaterThan(1000);
      await click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const frames = await page.evaluate(() => (window as unknown as { frames_: number[] }).frames_);
      return { start, between: frames.filter((y) => y > 0 && y < start - 50) };
    };

    await page.goto('/knowledge-centre/heat-pump-guide');
    const toArticle = await scrollFramesAfter(() =>
      page.getByRole('region', { name: 'Related articles' }).getByRole('link').first().click(),
    );
    await expect(page).toHaveURL(/\/knowledge-centre\/(?!heat-pump-guide)/);
    // Smooth: the page passed through positions between the bottom and the top on its way up.
    expect(toArticle.between.length).toBeGreaterThan(2);

    const toPage = await scrollFramesAfter(() => page.locator('footer').getByRole('link', { name: 'Reviews' }).click());
    await expect(page).toHaveURL(/\/reviews$/);
    expect(toPage.between).toEqual([]);
  });
});
