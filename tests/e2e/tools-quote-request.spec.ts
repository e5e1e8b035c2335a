import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { answers, expectClearOfHeader, fillQuote, requestsFrom } from './tools';
import { site, tel } from './settings';
import { validateQuote } from '@/tools/quote-request/answers';
import { composeSummary, templateMessage } from '@/tools/quote-request/message';

// The homeowner tools, used as a visitor uses them: no waiting for the page's scripts before a tap
// (an early press is held and answered once the island starts; see the last tests).

const BUSINESS = site.name;
const WHATSAPP = site.messaging.url;
const EMAIL = site.email;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a quote request from the heat pump page arrives in WhatsApp and e-mail with every answer', async ({
      page,
    }) => {
      await page.goto('/heat-pumps');
      await page.locator('main').getByRole('link', { name: 'Get Free Quote' }).first().click();
      await expect(page).toHaveURL(/\/contact\?service=heat-pump$/);
      const form = page.locator('[data-island="QuoteRequestIsland"] form');
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeChecked();
      expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'empty form').toEqual([]);

      // Once the page has settled (the postcode check below the form runs in the site script, loaded
      // with the page), what follows may ask for nothing.
      await page.waitForLoadState('networkidle');
      const requests = requestsFrom(page);
      await fillQuote(page);
      await form.getByRole('button', { name: 'Continue' }).click();
      const ready = page.getByTestId('quote-ready');
      await expect(ready.getByRole('heading', { name: 'Your request is ready to send' })).toBeFocused();
      expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'request ready').toEqual([]);

      const result = validateQuote(answers);
      if (!result.ok) throw new Error('the test answers are invalid');
      const summary = composeSummary(result.request, BUSINESS);
      expect(summary).toContain('Postcode: B60 3PD');
      await expect(ready.getByTestId('quote-summary')).toHaveText(summary);

      const whatsapp = ready.getByRole('link', { name: /Send on WhatsApp/ });
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
      expect(`${whatsappUrl.origin}${whatsappUrl.pathname}`).toBe(WHATSAPP);
      expect(whatsappUrl.searchParams.get('text')).toBe(summary);

      const email = (await ready.getByRole('link', { name: 'Send by e-mail' }).getAttribute('href'))!;
      const [address, query = ''] = email.replace(/^mailto:/, '').split('?');
      expect(address).toBe(EMAIL);
      const fields = Object.fromEntries(query.split('&').map((pair) => pair.split('=').map(decodeURIComponent)));
      expect(fields.subject).toBe('Quote request: Heat pump, B60 3PD');
      expect(fields.body).toBe(summary.replaceAll('\n', '\r\n'));
      await expect(ready.getByRole('link', { name: `Or call ${site.phone.display}` })).toHaveAttribute('href', tel);

      await ready.getByRole('button', { name: 'Change your answers' }).click();
      await expect(form.getByLabel('Postcode')).toHaveValue('b603pd');
      // Back at the first question, on the answer given.
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeFocused();
      expect(requests, 'requests while filling in and preparing the message').toEqual([]);
    });

    test('from the request ready to send, the Back button returns to the questions, and Forward to the request', async ({
      page,
    }) => {
      await page.goto('/boilers');
      await page.goto('/contact?service=heat-pump');
      const form = page.locator('[data-island="QuoteRequestIsland"] form');
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeChecked();
      await fillQuote(page);
      await form.getByRole('button', { name: 'Continue' }).click();
      const ready = page.getByTestId('quote-ready');
      await expect(ready.getByRole('heading', { name: 'Your request is ready to send' })).toBeFocused();

      await page.goBack();
      await expect(ready).toBeHidden();
      await expect(page).toHaveURL(/\/contact\?service=heat-pump$/);
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeFocused();
      await expect(form.getByLabel('Your name')).toHaveValue('Jane Smith');

      await page.goForward();
      await expect(ready.getByRole('heading', { name: 'Your request is ready to send' })).toBeFocused();
      await expect(ready.getByTestId('quote-summary')).toContainText('Jane Smith');

      // "Change your answers" is Back too: one more Back then leaves the page, as a visitor expects.
      await ready.getByRole('button', { name: 'Change your answers' }).click();
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(/\/boilers$/);
    });

    test('the quote request says what is missing or wrong, GOV.UK style, and loses nothing on reload', async ({
      page,
    }) => {
      await page.goto('/contact');
      const form = page.locator('[data-island="QuoteRequestIsland"] form');
      await form.getByRole('button', { name: 'Continue' }).click();
      const summary = form.getByRole('alert');
      await expect(summary.getByRole('heading', { name: 'There is a problem' })).toBeVisible();
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Select what you need',
        'Select your property type',
        'Enter your postcode',
        'Enter your name',
        'Enter a phone number or an e-mail address, so we can reply',
      ]);
      expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'errors shown').toEqual([]);

      await form.getByRole('radio', { name: 'New boiler' }).check();
      await form.getByLabel('Postcode').fill('B60');
      await form.getByLabel('Phone number').fill('12345');
      await form.getByLabel('E-mail address').fill('jane@');
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(summary.getByRole('link')).toHaveText([
        'Select your property type',
        'Select how many bedrooms',
        'Select how many bathrooms',
        'Select your current heating fuel',
        'Enter a real UK postcode, like B60 3PD',
        'Enter your name',
        'Enter a UK phone number, like 07700 900123',
        'Enter an e-mail address in the correct format, like name@example.com',
      ]);
      // The message beside the field, and the field described by it.
      const postcode = form.getByLabel('Postcode');
      await expect(postcode).toHaveAccessibleDescription(/Error: Enter a real UK postcode, like B60 3PD/);
      await expect(postcode).toHaveAttribute('aria-invalid', 'true');
      // Each link brings its question into view below the sticky header, and focuses the field.
      await summary.getByRole('link', { name: 'Enter a real UK postcode, like B60 3PD' }).click();
      await expect(postcode).toBeFocused();
      await expectClearOfHeader(page, form.locator('label[for="quote-postcode"]'));
      await summary.getByRole('link', { name: 'Select how many bedrooms' }).click();
      const bedrooms = form.getByRole('group', { name: 'How many bedrooms?' });
      await expect(bedrooms.getByRole('radio', { name: '1', exact: true })).toBeFocused();
      await expectClearOfHeader(page, bedrooms.locator('legend'));
      expect(await axeViolations(page, { include: '[data-island="QuoteRequestIsland"]' }), 'errors shown').toEqual([]);

      await page.reload();
      await expect(form.getByRole('radio', { name: 'New boiler' })).toBeChecked();
      await expect(form.getByLabel('Postcode')).toHaveValue('B60');
      await expect(form.getByLabel('Phone number')).toHaveValue('12345');
      await page.goto('/boilers');
      await page.goBack();
      await expect(form.getByLabel('E-mail address')).toHaveValue('jane@');
      // Fields that do not matter for a repair are not asked.
      await form.getByRole('radio', { name: 'Boiler repair' }).check();
      await expect(form.getByRole('group', { name: 'How many bedrooms?' })).toBeHidden();
      await expect(form.getByRole('group', { name: 'How is the home heated now?' })).toBeVisible();
      // Nor are their errors listed once the service no longer asks them.
      await form.getByRole('radio', { name: 'New boiler' }).check();
      await form.getByRole('button', { name: 'Continue' }).click();
      await expect(summary.getByRole('link', { name: 'Select how many bedrooms' })).toBeVisible();
      await form.getByRole('radio', { name: 'Boiler repair' }).check();
      await expect(summary.getByRole('link')).toHaveText([
        'Select your property type',
        'Select your current heating fuel',
        'Enter a real UK postcode, like B60 3PD',
        'Enter your name',
        'Enter a UK phone number, like 07700 900123',
        'Enter an e-mail address in the correct format, like name@example.com',
      ]);
    });

    test('a service the visitor chooses outlasts a reload of the page a service link opened', async ({ page }) => {
      await page.goto('/contact?service=heat-pump');
      const form = page.locator('[data-island="QuoteRequestIsland"] form');
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeChecked();
      await form.getByRole('radio', { name: 'Boiler repair' }).check();
      await expect(page).toHaveURL(/\/contact$/);
      await page.reload();
      await expect(form.getByRole('radio', { name: 'Boiler repair' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Heat pump' })).not.toBeChecked();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page offers a ready-made WhatsApp message, an e-mail and the phone number', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('[data-island="QuoteRequestIsland"]')).toBeHidden();
    await expect(page.getByText('Answer a few questions')).toBeHidden();
    const main = page.locator('main');
    const template = templateMessage(BUSINESS);
    const whatsapp = new URL((await main.getByRole('link', { name: /Send it on WhatsApp/ }).getAttribute('href'))!);
    expect(`${whatsapp.origin}${whatsapp.pathname}`).toBe(WHATSAPP);
    expect(whatsapp.searchParams.get('text')).toBe(template);
    const email = (await main.getByRole('link', { name: 'Send it by e-mail' }).getAttribute('href'))!;
    expect(email.startsWith(`mailto:${EMAIL}?subject=Quote%20request&body=`)).toBe(true);
    expect(decodeURIComponent(email.split('body=')[1]!)).toBe(template.replaceAll('\n', '\r\n'));
    await expect(main.getByRole('link', { name: `Or call ${site.phone.display}` })).toHaveAttribute('href', tel);
  });
});
