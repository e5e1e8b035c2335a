import { expect, test } from '@playwright/test';
import { visibleHeaderLinks } from './helpers';
import { site } from './settings';

const all = ['Home', 'Boilers', 'Heat Pumps', 'Air Conditioning', 'Knowledge Centre', 'About Us'];

// The header is plain HTML: everything here works the same with JavaScript off.
for (const javaScriptEnabled of [true, false]) {
  test.describe(`navigation bar, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('wide screens show the six links and Get Quote', async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/');
      const links = visibleHeaderLinks(page);
      await expect(links).toHaveText([site.name, ...all, 'Get Quote']);
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
      await expect(page.locator('header a[aria-current="page"]:visible')).toHaveText(['Home']);
    });

    test('medium screens show the first five links and Get Quote', async ({ page }) => {
      await page.setViewportSize({ width: 800, height: 900 });
      await page.goto('/about');
      await expect(visibleHeaderLinks(page)).toHaveText([site.name, ...all.slice(0, 5), 'Get Quote']);
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
      await expect(visibleHeaderLinks(page)).toHaveText([site.name, 'Get Quote']);
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
  });
}

test.describe('navigations', () => {
  test('a navigation lands at the top of the new page', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.locator('footer').getByRole('link', { name: 'Reviews' }).click();
    await expect(page).toHaveURL(/\/reviews$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Customer Reviews');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a link followed from the bottom of an article opens the next one at its top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/knowledge-centre/heat-pump-guide');
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }));
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('region', { name: 'Related articles' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/knowledge-centre\/(?!heat-pump-guide)/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('on an article, a jump to one of its headings scrolls smoothly; elsewhere it jumps', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    /** Jumps to the page's last second-level heading and returns the scroll positions of the frames after. */
    const framesOfJump = async () =>
      page.evaluate(async () => {
        const target = [...document.querySelectorAll('main h2[id]')].at(-1)!;
        const frames: number[] = [];
        location.hash = target.id;
        // Until the page has stood still at its new place for five frames (or two seconds of frames).
        const settled = () => frames.length >= 5 && frames.at(-1)! > 0 && new Set(frames.slice(-5)).size === 1;
        while (frames.length < 120 && !settled()) {
          await new Promise(requestAnimationFrame);
          frames.push(window.scrollY);
        }
        return frames;
      });
    await page.goto('/knowledge-centre/heat-pump-guide');
    const article = await framesOfJump();
    // Smooth: several distinct positions on the way down.
    expect(new Set(article).size).toBeGreaterThan(3);

    await page.goto('/boilers');
    const other = await framesOfJump();
    expect(other.at(-1)).toBeGreaterThan(0);
    expect(new Set(other).size).toBe(1);
  });
});
