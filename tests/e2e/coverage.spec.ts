import { expect, test, type Page } from '@playwright/test';
import { listOf } from '@/lib/lists';
import { axeViolations } from './axe';
import { site } from './settings';
import { fillQuote } from './tools';

// "Do you cover my area?" (issue 42): the postcode check on /contact and the service pages, run by the
// site's own script without React (issue 52), and the answer under the quote request's postcode. The
// districts are read from content/site.yaml, so a district staff add there is tested too.

const areas = site.areas.postcodeDistricts;
/** Every district configured, with the towns it is in (DY9 is in two). */
const districts = [...new Set(areas.flatMap((area) => area.districts))].map((district) => ({
  district,
  towns: areas.filter((area) => area.districts.includes(district)).map((area) => area.town),
}));
const inArea = (district: string, towns: string[]) => `${district} is in our area (${listOf(towns)})`;
const OUTSIDE = 'B12';
const outside = `${OUTSIDE} is outside the towns we usually cover: send it anyway and we will tell you`;

const servicePages = ['/boilers', '/heat-pumps', '/air-conditioning'];

test.use({ viewport: { width: 375, height: 800 } });

test('the districts tested are the configured ones, and the outside one is not among them', () => {
  expect(districts.length).toBeGreaterThan(0);
  expect(districts.map(({ district }) => district)).not.toContain(OUTSIDE);
  expect(districts.find(({ district }) => district === 'DY9')?.towns).toEqual(['Stourbridge', 'Hagley']);
});

/** The postcode check of the page, once the site script has started it (it marks its form ready). */
async function coverageCheck(page: Page) {
  const check = page.locator('[data-coverage-check]');
  await check.scrollIntoViewIfNeeded();
  await expect(check.locator('form')).toHaveAttribute('data-ready', '');
  return { check, field: check.getByLabel('Your postcode'), answer: check.getByRole('status') };
}

test('on a service page, every configured district answers with its town, as a full or a partial postcode', async ({
  page,
}) => {
  await page.goto('/boilers');
  const { field, answer } = await coverageCheck(page);
  await expect(answer).toBeEmpty();
  for (const { district, towns } of districts) {
    await field.fill(`${district.toLowerCase()} 1aa`);
    await expect(answer, district).toHaveText(inArea(district, towns));
    await field.fill(`${district} 1`);
    await expect(answer, `${district}, partly typed`).toHaveText(inArea(district, towns));
  }
  await field.fill('b97 4');
  await expect(answer).toHaveText('B97 is in our area (Redditch)');
  await field.fill('DY9');
  await expect(answer).toHaveText('DY9 is in our area (Stourbridge and Hagley)');
  // Nothing while what is typed is not yet a district.
  await field.fill('B');
  await expect(answer).toBeEmpty();
});

for (const route of [...servicePages, '/contact']) {
  test(`${route}: the check answers a postcode in the area and one outside it, in a live region and never as an error`, async ({
    page,
  }) => {
    await page.goto(route);
    const { check, field, answer } = await coverageCheck(page);
    const { district, towns } = districts[0]!;
    await field.pressSequentially(`${district} 3`);
    await expect(answer).toHaveText(inArea(district, towns));
    expect(await axeViolations(page, { include: '[data-coverage-check]' }), 'in the area').toEqual([]);

    await field.fill(`${OUTSIDE} 9QT`);
    await expect(answer).toHaveText(outside);
    // Said politely by a screen reader, and not an error: the field is not marked invalid.
    await expect(answer).toHaveAttribute('role', 'status');
    await expect(field).not.toHaveAttribute('aria-invalid');
    await expect(check.getByText(/^Error/)).toHaveCount(0);
    expect(await axeViolations(page, { include: '[data-coverage-check]' }), 'outside').toEqual([]);

    // The list of every town and district is there to read as well.
    await page.locator('[data-coverage-check]').getByText('Every town and district we cover').click();
    await expect(page.locator('[data-coverage-check] details li')).toHaveCount(areas.length);
    expect(await axeViolations(page, { include: '[data-coverage-check]' }), 'list open').toEqual([]);
  });
}

test('its button answers too, and asks for a postcode when none is typed', async ({ page }) => {
  await page.goto('/air-conditioning');
  const { check, field, answer } = await coverageCheck(page);
  await check.getByRole('button', { name: 'Check postcode' }).click();
  await expect(answer).toHaveText('Type a postcode to check, like B97 4AB');
  await field.fill('B97 4AB');
  await field.press('Enter');
  await expect(answer).toHaveText('B97 is in our area (Redditch)');
  await expect(page).toHaveURL(/\/air-conditioning$/);
});

test('a postcode typed and checked before the check has started is answered once it starts, and sent nowhere', async ({
  page,
}) => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The site script's part that runs the check (build/site-scripts.ts, PARTS).
  await page.route(/\/assets\/coverage-check-/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/boilers');
  const root = page.locator('[data-coverage-check]');
  await root.scrollIntoViewIfNeeded();
  await root.getByLabel('Your postcode').fill('b97 4ab');
  await root.getByRole('button', { name: 'Check postcode' }).click();
  await expect(root.locator('form')).toHaveAttribute('data-submit-pending', '');
  release();
  await expect(root.locator('form')).toHaveAttribute('data-ready', '');
  await expect(root.getByRole('status')).toHaveText('B97 is in our area (Redditch)');
  await expect(root.locator('form')).not.toHaveAttribute('data-submit-pending');
  await expect(page).toHaveURL(/\/boilers$/);
});

test.describe('the quote request', () => {
  test('answers under the postcode in a live region, for every configured district and one outside', async ({
    page,
  }) => {
    await page.goto('/contact');
    const form = page.locator('[data-island="QuoteRequestIsland"] form');
    const field = form.getByLabel('Postcode', { exact: true });
    const answer = form.locator('#quote-postcode-area');
    await expect(answer).toHaveAttribute('role', 'status');
    await expect(answer).toBeEmpty();
    for (const { district, towns } of districts) {
      await field.fill(`${district} 1AA`);
      await expect(answer, district).toHaveText(inArea(district, towns));
    }
    await field.fill('b97 4');
    await expect(answer).toHaveText('B97 is in our area (Redditch)');
    expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'in the area').toEqual([]);
    await field.fill(`${OUTSIDE} 9QT`);
    await expect(answer).toHaveText(outside);
    expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'outside').toEqual([]);
  });

  test('sends a postcode outside the towns, as any other', async ({ page }) => {
    await page.goto('/contact?service=heat-pump');
    const form = page.locator('[data-island="QuoteRequestIsland"] form');
    await fillQuote(page);
    await form.getByLabel('Postcode', { exact: true }).fill(`${OUTSIDE.toLowerCase()}9qt`);
    await expect(form.getByRole('status')).toHaveText(outside);
    await form.getByRole('button', { name: 'Continue' }).click();
    const ready = page.getByTestId('quote-ready');
    await expect(ready.getByRole('heading', { name: 'Your request is ready to send' })).toBeFocused();
    await expect(ready.getByTestId('quote-summary')).toContainText(`Postcode: ${OUTSIDE} 9QT`);
  });

  test('the answer is back after a reload, for the postcode kept', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('[data-island="QuoteRequestIsland"] form');
    await expect(form).toHaveAttribute('data-ready', '');
    await form.getByLabel('Postcode', { exact: true }).fill('DY9 7AA');
    await expect(form.getByRole('status')).toHaveText('DY9 is in our area (Stourbridge and Hagley)');
    await page.reload();
    await expect(form.getByLabel('Postcode', { exact: true })).toHaveValue('DY9 7AA');
    await expect(form.getByRole('status')).toHaveText('DY9 is in our area (Stourbridge and Hagley)');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of ['/boilers', '/contact']) {
    test(`${route} lists every town with its districts, and shows no box that cannot answer`, async ({ page }) => {
      await page.goto(route);
      const check = page.locator('[data-coverage-check]');
      await expect(check.getByLabel('Your postcode')).toBeHidden();
      const towns = check.locator('ul').filter({ visible: true }).locator('li');
      // The same list as the one under the box with JavaScript, which axe checks above (axe needs a script).
      await expect(towns).toHaveText(areas.map(({ town, districts }) => `${town}: ${districts.join(', ')}`));
    });
  }
});
