import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { missingPath } from './routes';
import { site } from './settings';

// Credentials a homeowner can check (issue 42): the Gas Safe number links to the register's check,
// with the number beside the link to type in; OFTEC and MCS show, linked, only when content/site.yaml
// gives their numbers. The expectations are read from content/site.yaml, so a number staff add there
// is tested too. The shipped settings leave both empty, so here no OFTEC or MCS badge may show; the
// set state is rendered in tests/unit/trust-strip.test.tsx rather than in another whole build.

const registers = [
  {
    key: 'gasSafe',
    number: site.gasSafeNumber,
    label: 'Registration',
    checkUrl: site.registers.gasSafe.checkUrl,
    link: 'Check us on the Gas Safe Register',
  },
  {
    key: 'oftec',
    number: site.registers.oftec.number,
    label: 'Registration',
    checkUrl: site.registers.oftec.checkUrl,
    link: 'Check us on the OFTEC register',
  },
  {
    key: 'mcs',
    number: site.registers.mcs.number,
    label: 'Certificate',
    checkUrl: site.registers.mcs.checkUrl,
    link: 'Check us on the MCS register',
  },
];
const shown = registers.filter((register) => register.number);
const hidden = registers.filter((register) => !register.number);

/** The pages whose own content carries the credentials, and where: the home page's badges, the strip, /contact's list. */
const pages = [
  { path: '/', within: '[data-trust-badges]' },
  { path: '/boilers', within: 'main [data-trust-list]' },
  { path: '/heat-pumps', within: 'main [data-trust-list]' },
  { path: '/air-conditioning', within: 'main [data-trust-list]' },
  { path: '/contact', within: 'main [data-trust-list]' },
];

/** Every credential in `scope` is the register's check, opening in a new tab, with our number beside it. */
async function expectChecks(scope: Locator) {
  const links = scope.locator('a[data-credential-check]');
  await expect(links).toHaveCount(shown.length);
  for (const [index, register] of shown.entries()) {
    const link = links.nth(index);
    const badge = scope.locator(`li[data-credential="${register.key}"]`);
    await expect(link, register.key).toHaveAttribute('href', register.checkUrl);
    await expect(link).toHaveAccessibleName(`${register.link} (opens in a new tab)`);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // The register gives no page per business: the number to type in is beside the link, and is its description.
    await expect(link).toHaveAccessibleDescription(`${register.label} ${register.number}`);
    await expect(badge.getByText(`${register.label} ${register.number}`, { exact: true })).toBeVisible();
    await expect(badge.locator('a[data-credential-check]')).toHaveCount(1);
    await expect(link).toBeVisible();
  }
  for (const register of hidden) {
    await expect(scope.locator(`[data-credential="${register.key}"]`), register.key).toHaveCount(0);
    await expect(scope.getByRole('link', { name: new RegExp(register.link) })).toHaveCount(0);
  }
}

const footer = (page: Page) => page.getByRole('contentinfo');

for (const { path, within } of pages) {
  test(`${path}: the credentials link to each register's check with our number beside it, on the page and in the footer`, async ({
    page,
  }) => {
    await page.goto(path);
    const main = page.locator(within);
    await expect(main).toHaveCount(1);
    await expectChecks(main);
    await expectChecks(footer(page));
    // Once in the page's own content: the home page's badges are its strip.
    await expect(page.locator('main a[data-credential-check]')).toHaveCount(shown.length);
    expect(await axeViolations(page, { include: within }), 'axe on the page').toEqual([]);
    expect(await axeViolations(page, { include: 'footer' }), 'axe on the footer').toEqual([]);
  });
}

test("the home page keeps the specification's four claims, OFTEC plain until its number is set", async ({ page }) => {
  await page.goto('/');
  const badges = page.locator('[data-trust-badges] li');
  await expect(badges.locator('p:first-of-type')).toHaveText([
    'Gas Safe Registered',
    'Manufacturer Accredited',
    / Experience$/,
    'OFTEC Registered',
    ...(site.registers.mcs.number ? ['MCS Certified'] : []),
  ]);
  if (!site.registers.oftec.number) {
    await expect(badges.nth(3)).toContainText('Oil and renewable heating registration');
    await expect(badges.nth(3).getByRole('link')).toHaveCount(0);
  }
});

for (const path of ['/about', '/knowledge-centre/heat-pump-guide', '/reviews', missingPath]) {
  test(`${path}: the footer links to the Gas Safe Register's check with the number beside it`, async ({ page }) => {
    await page.goto(path);
    await expectChecks(footer(page));
  });
}

test('on a 320 px phone the check link fits the screen and shows a visible focus', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  for (const path of ['/', '/boilers', '/contact']) {
    await page.goto(path);
    for (const link of await page.locator('a[data-credential-check]').all()) {
      await link.scrollIntoViewIfNeeded();
      const box = (await link.boundingBox())!;
      expect(box.x, path).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, path).toBeLessThanOrEqual(320);
      await link.focus();
      const outline = await link.evaluate((element) => {
        const style = getComputedStyle(element);
        return `${style.outlineStyle} ${parseFloat(style.outlineWidth) >= 2}`;
      });
      expect(outline, path).toBe('solid true');
    }
  }
  await context.close();
});

test("the Gas Safe link opens the Gas Safe Register's own public check, over https", () => {
  const address = new URL(site.registers.gasSafe.checkUrl);
  expect([address.protocol, address.hostname]).toEqual(['https:', 'www.gassaferegister.co.uk']);
});
