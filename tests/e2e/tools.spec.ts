import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { answerGrantCheckerEligible, answers, fillQuote, reachTool } from './tools';
import { calculatorStart } from './calculator-start';
import { closedNations, grantLastChecked, grantScheme, literally, openNations, site, tel } from './settings';
import { listOf } from '@/lib/lists';
import { formatPounds } from '@/lib/tools/money';
import { composeSummary, templateMessage, validateQuote } from '@/lib/tools/quote-request';

// The homeowner tools, used as a visitor uses them: no waiting for the page's scripts before a tap
// (an early press is held and answered once the island starts: tools-before-ready.spec.ts).

const BUSINESS = site.name;
const WHATSAPP = site.messaging.url;
const EMAIL = site.email;
// The grant, which staff change in content/boiler-upgrade-scheme.yaml when the government does; the
// checker's answer for the £12,000 quote the tests type (tests/e2e/tools.ts); the calculator's start.
const GRANT = formatPounds(grantScheme.grant);
const AFTER_GRANT =
  12_000 > grantScheme.grant
    ? `on your £12,000 quote, you'd pay ${formatPounds(12_000 - grantScheme.grant)}`
    : `Your £12,000 quote is no more than the grant of up to ${GRANT}`;
const START = calculatorStart(grantScheme.grant);
// Where the grant is open (England and Wales, today): the tests' home is in the first; an answer is
// changed to another nation.
const HOME_NATION = openNations[0]!;
const TAKE_OFF_GRANT = new RegExp(`Take off the ${literally(grantScheme.name)} grant`);
const OTHER_NATION = [...openNations.slice(1), ...closedNations][0]!;

/** What the page asks the network for from now on, apart from prefetches of pages a pointer rests on and the icon. */
function requestsFrom(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.headers()['sec-purpose']?.includes('prefetch')) return;
    // The browser fetches the site's icon on its own schedule, sometimes after the page has settled.
    if (new URL(request.url()).pathname === '/icon.svg') return;
    requests.push(request.url());
  });
  return requests;
}

/**
 * What a visitor must read is on the screen, below the sticky header rather than under it: once
 * the scroll has ended (an article's jumps are smooth).
 */
async function expectClearOfHeader(page: Page, question: Locator) {
  await expect(async () => {
    const header = (await page.locator('header').first().boundingBox())!;
    const box = (await question.boundingBox())!;
    expect(box.y, 'top of the question').toBeGreaterThanOrEqual(header.y + header.height);
    expect(box.y + box.height, 'bottom of the question').toBeLessThanOrEqual(page.viewportSize()!.height);
  }).toPass({ timeout: 5_000 });
}

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a quote request from the heat pump page arrives in WhatsApp and e-mail with every answer', async ({
      page,
    }) => {
      await page.goto('/heat-pumps');
      await page.locator('main').getByRole('link', { name: 'Get Free Quote' }).first().click();
      await expect(page).toHaveURL(/\/contact\?service=heat-pump$/);
      const form = page.locator('[data-island="QuoteRequest"] form');
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeChecked();
      expect(await axeViolations(page, { include: '[data-island="QuoteRequest"]' }), 'empty form').toEqual([]);

      await page.waitForLoadState('networkidle');
      const requests = requestsFrom(page);
      await fillQuote(page);
      await form.getByRole('button', { name: 'Continue' }).click();
      const ready = page.getByTestId('quote-ready');
      await expect(ready.getByRole('heading', { name: 'Your request is ready to send' })).toBeFocused();
      expect(await axeViolations(page, { include: '[data-island="QuoteRequest"]' }), 'request ready').toEqual([]);

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
      const form = page.locator('[data-island="QuoteRequest"] form');
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
      const form = page.locator('[data-island="QuoteRequest"] form');
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
      expect(await axeViolations(page, { include: '[data-island="QuoteRequest"]' }), 'errors shown').toEqual([]);

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
      expect(await axeViolations(page, { include: '[data-island="QuoteRequest"]' }), 'errors shown').toEqual([]);

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
      const form = page.locator('[data-island="QuoteRequest"] form');
      await expect(form.getByRole('radio', { name: 'Heat pump' })).toBeChecked();
      await form.getByRole('radio', { name: 'Boiler repair' }).check();
      await expect(page).toHaveURL(/\/contact$/);
      await page.reload();
      await expect(form.getByRole('radio', { name: 'Boiler repair' })).toBeChecked();
      await expect(form.getByRole('radio', { name: 'Heat pump' })).not.toBeChecked();
    });

    test('the grant checker answers from the scheme file, with the price after the grant', async ({ page }) => {
      await page.goto('/knowledge-centre/government-grants-available');
      const checker = page.locator('[data-island="GrantChecker"]');
      const panel = page.getByRole('region', {
        name: new RegExp(`Could you get a grant of up to ${literally(GRANT)}\\?`),
      });
      await expect(panel).toContainText(`Rules last checked on ${grantLastChecked}.`);
      await expect(panel.getByRole('link', { name: 'Request a Heat Pump Quote' })).toHaveAttribute(
        'href',
        '/contact?service=heat-pump',
      );
      expect(await axeViolations(page, { include: '[data-island="GrantChecker"]' }), 'empty').toEqual([]);
      // The checker's script is fetched as the visitor comes near it; from then on, nothing is.
      await reachTool(page, 'GrantChecker');
      await page.waitForLoadState('networkidle');
      const requests = requestsFrom(page);

      await checker.getByRole('button', { name: 'Check' }).click();
      await expect(checker.getByRole('alert').getByRole('link')).toHaveText([
        'Select where the home is',
        'Select whether the home has a recent EPC',
        'Select whether the home has had the grant before',
      ]);
      await checker.getByRole('alert').getByRole('link', { name: 'Select where the home is' }).click();
      const nation = checker.getByRole('group', { name: 'Where is the home?' });
      await expect(nation.getByRole('radio').first()).toBeFocused();
      await expectClearOfHeader(page, nation.locator('legend'));
      expect(await axeViolations(page, { include: '[data-island="GrantChecker"]' }), 'errors shown').toEqual([]);

      await answerGrantCheckerEligible(checker);
      await checker.getByRole('button', { name: 'Check' }).click();
      const answer = checker.getByRole('status');
      await expect(answer).toContainText(
        `Good news: your home is likely to qualify for a grant of up to ${GRANT} from the ${grantScheme.name}`,
      );
      await expect(answer).toContainText(AFTER_GRANT);
      expect(await axeViolations(page, { include: '[data-island="GrantChecker"]' }), 'result shown').toEqual([]);

      // The answer was for the answers given: changing one takes it away until Check is pressed again.
      await checker.getByRole('radio', { name: OTHER_NATION }).check();
      await expect(answer).toBeEmpty();
      await checker
        .getByRole('group', { name: /Energy Performance Certificate/ })
        .getByRole('radio', { name: 'No', exact: true })
        .check();
      await checker.getByRole('button', { name: 'Check' }).click();
      await expect(answer).toContainText('Get a new EPC from an accredited assessor first');

      // A home where the grant is not open (Scotland, today). Were it open in every nation, no answer
      // would say so.
      const closed = closedNations[0];
      if (closed) {
        await checker.getByRole('radio', { name: closed }).check();
        await checker.getByRole('button', { name: 'Check' }).click();
        await expect(answer).toContainText(`You're unlikely to get the ${grantScheme.name} grant`);
        await expect(answer).toContainText(`only for homes in ${listOf(openNations)}`);
      }
      expect(requests, 'requests while using the checker').toEqual([]);
    });

    test('the cost calculator starts from the guide figures and follows the visitor’s own', async ({ page }) => {
      await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
      // The calculator's script is fetched as the visitor comes near it; from then on, nothing is.
      await reachTool(page, 'CostCalculator');
      await page.waitForLoadState('networkidle');
      const requests = requestsFrom(page);
      const calculator = page.locator('[data-island="CostCalculator"]');
      await expect(calculator.getByTestId('cost-sentence')).toHaveText(START.sentence);
      const chart = calculator.getByRole('img', { name: 'Heat pump and gas boiler: total cost over 20 years' });
      await expect(chart).toBeVisible();
      await expect(chart.locator('polyline')).toHaveCount(2);
      expect((await chart.locator('polyline').first().getAttribute('points'))!.split(' ')).toHaveLength(21);
      const box = await chart.boundingBox();
      expect(box!.width).toBeLessThanOrEqual(width);
      await calculator.getByText('The figures as a table').click();
      const table = calculator.getByTestId('cost-table');
      await expect(table.locator('tbody tr')).toHaveCount(21);
      await expect(table.locator('tbody tr').first()).toHaveText(
        new RegExp(literally(`0 (installation)${START.heatPumpInstall}£3,500`)),
      );
      await expect(table.locator('tbody tr').last()).toHaveText(
        new RegExp(literally(`20${START.heatPumpTotal}${START.boilerTotal}`)),
      );
      expect(await axeViolations(page, { include: '[data-island="CostCalculator"]' }), 'result shown').toEqual([]);

      // The specification's low and high yearly totals: £335 and £520 a year apart.
      const set = async (label: RegExp, value: string, group: string) =>
        calculator.getByRole('group', { name: group }).getByLabel(label).fill(value);
      await set(/^Running cost a year/, '800', 'Air source heat pump');
      await set(/^Servicing a year/, '150', 'Air source heat pump');
      await set(/^Running cost a year/, '1,200', 'Gas boiler');
      await set(/^Servicing a year/, '85', 'Gas boiler');
      await expect(calculator.getByText('£335 less with the heat pump')).toBeVisible();
      await set(/^Running cost a year/, '1,200', 'Air source heat pump');
      await set(/^Servicing a year/, '200', 'Air source heat pump');
      await set(/^Running cost a year/, '1,800', 'Gas boiler');
      await set(/^Servicing a year/, '120', 'Gas boiler');
      await expect(calculator.getByText('£520 less with the heat pump')).toBeVisible();

      await calculator.getByLabel('Years to compare').fill('5');
      await expect(table.locator('tbody tr')).toHaveCount(6);
      await calculator.getByLabel(`Take off the ${grantScheme.name} grant of ${GRANT}`).uncheck();
      await expect(table.locator('tbody tr').first()).toHaveText(/£15,000£3,500/);

      // A figure still being typed keeps its error until the visitor leaves the field: "3" on the way
      // to "30" is answered, "30" is not, and the answer stays that of the last complete figures.
      const yearsField = calculator.getByLabel('Years to compare');
      await yearsField.fill('3');
      await expect(table.locator('tbody tr')).toHaveCount(4);
      await yearsField.press('0');
      await expect(yearsField).toHaveValue('30');
      await expect(calculator.getByTestId('cost-errors')).toHaveCount(0);
      await expect(yearsField).not.toHaveAttribute('aria-invalid');
      await expect(table.locator('tbody tr')).toHaveCount(4);
      await expect(yearsField).toBeFocused();
      // Leaving it shows the error beside the field and in the list.
      await yearsField.press('Tab');
      await expect(calculator.getByTestId('cost-errors')).toContainText(
        'Years to compare must be a whole number from 1 to 25',
      );
      await expect(yearsField).toHaveAccessibleDescription(/Error: Years to compare/);
      await expect(table).toBeHidden();
      expect(await axeViolations(page, { include: '[data-island="CostCalculator"]' }), 'errors shown').toEqual([]);
      // "Work it out" takes focus to the list, whose link takes it to the field.
      await calculator.getByRole('button', { name: 'Work it out' }).click();
      await expect(calculator.getByTestId('cost-errors')).toBeFocused();
      await calculator.getByRole('link', { name: /Years to compare must be/ }).click();
      await expect(yearsField).toBeFocused();
      await expect(calculator.getByText('Years to compare', { exact: true })).toBeInViewport();
      // A field showing an error is checked at each keystroke: the error goes as soon as the figure is right.
      await yearsField.fill('5');
      await expect(calculator.getByTestId('cost-errors')).toHaveCount(0);
      await expect(yearsField).not.toHaveAttribute('aria-invalid');
      await expect(yearsField).toBeFocused();
      // The table opened before the error is open again, with the new answer.
      await expect(table.locator('tbody tr')).toHaveCount(6);
      await expect(table).toBeVisible();
      // Pressed straight from a half-typed figure, the button still acts: the error appears only as
      // it does, not as the press takes focus from the field (which would move the button away).
      await yearsField.fill('');
      await calculator.getByRole('button', { name: 'Work it out' }).click();
      await expect(calculator.getByTestId('cost-errors')).toBeFocused();
      await expect(calculator.getByTestId('cost-errors')).toContainText('Enter how many years to compare');

      await calculator.getByRole('button', { name: 'Back to the guide figures' }).click();
      await expect(calculator.getByTestId('cost-sentence')).toContainText(
        `${START.difference} less with the heat pump`,
      );
      // The status line reads the new result out once typing has paused.
      await expect(calculator.getByRole('status')).toContainText('Over 20 years');
      expect(requests, 'requests while using the calculator').toEqual([]);
    });
  });
}

test('the heat pump page carries both the grant checker and the calculator', async ({ page }) => {
  await page.goto('/heat-pumps');
  await expect(page.locator('[data-island="GrantChecker"]')).toBeVisible();
  await expect(page.locator('[data-island="CostCalculator"]')).toBeVisible();
  for (const intro of ['Answer three questions', 'Start from our guide prices'])
    await expect(page.getByText(intro)).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test.describe('the tools keep what the visitor entered in this tab', () => {
  test('the calculator keeps the figures on reload and on the other page with it, until Back to the guide figures', async ({
    page,
  }) => {
    await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
    const calculator = page.locator('[data-island="CostCalculator"]');
    const sentence = calculator.getByTestId('cost-sentence');
    await calculator
      .getByRole('group', { name: 'Air source heat pump' })
      .getByLabel(/^Running cost a year/)
      .fill('800');
    await calculator.getByLabel(TAKE_OFF_GRANT).uncheck();
    await calculator.getByLabel('Years to compare').fill('5');
    const yours = 'Over 5 years, the heat pump costs £19,875 and the gas boiler £11,500';
    await expect(sentence).toContainText(yours);

    // A reload, as a phone does with a tab it set aside, and the heat pump page, which has the calculator too.
    for (const route of ['/knowledge-centre/heat-pump-vs-boiler-costs', '/heat-pumps']) {
      await page.goto(route);
      await reachTool(page, 'CostCalculator');
      await expect(sentence, route).toContainText(yours);
      await expect(calculator.getByLabel('Years to compare')).toHaveValue('5');
      await expect(calculator.getByLabel(TAKE_OFF_GRANT)).not.toBeChecked();
    }

    // A figure left wrong comes back wrong, with its error.
    await calculator.getByLabel('Years to compare').fill('');
    await page.reload();
    await reachTool(page, 'CostCalculator');
    await expect(calculator.getByTestId('cost-errors')).toContainText('Enter how many years to compare');

    await calculator.getByRole('button', { name: 'Back to the guide figures' }).click();
    await page.reload();
    await reachTool(page, 'CostCalculator');
    await expect(sentence).toContainText(START.sentence);
    await expect(calculator.getByLabel(TAKE_OFF_GRANT)).toBeChecked();
  });

  test('the grant checker keeps the answers, and its answer while they stand', async ({ page }) => {
    await page.goto('/knowledge-centre/government-grants-available');
    const checker = page.locator('[data-island="GrantChecker"]');
    const answer = checker.getByRole('status');
    await answerGrantCheckerEligible(checker);
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(answer).toContainText(AFTER_GRANT);

    await page.reload();
    await reachTool(page, 'GrantChecker');
    await expect(checker.getByRole('radio', { name: HOME_NATION })).toBeChecked();
    await expect(checker.getByLabel(/Your heat pump quote/)).toHaveValue('£12,000');
    await expect(answer).toContainText(AFTER_GRANT);

    // An answer changed since: the answers come back, the answer for the old ones does not.
    await checker.getByRole('radio', { name: OTHER_NATION }).check();
    await expect(answer).toBeEmpty();
    await page.goto('/heat-pumps');
    await reachTool(page, 'GrantChecker');
    await expect(checker.getByRole('radio', { name: OTHER_NATION })).toBeChecked();
    await expect(checker.getByLabel(/Your heat pump quote/)).toHaveValue('£12,000');
    await expect(checker.locator('form')).toHaveAttribute('data-ready', '');
    await expect(answer).toBeEmpty();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact page offers a ready-made WhatsApp message, an e-mail and the phone number', async ({ page }) => {
    await page.goto('/contact');
    await expect(page.locator('[data-island="QuoteRequest"]')).toBeHidden();
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

  test('the grant checker shows the conditions, and the calculator points to the guide figures', async ({ page }) => {
    await page.goto('/heat-pumps');
    await expect(page.locator('[data-island="GrantChecker"]')).toBeHidden();
    await expect(page.locator('[data-island="CostCalculator"]')).toBeHidden();
    await expect(page.getByTestId('grant-eligibility').first()).toContainText(
      `Your home is in ${listOf(openNations, 'or')}.`,
    );
    // What the tools' own intros say is the islands' to do; without them, it is not said.
    for (const intro of ['Answer three questions', 'Start from our guide prices'])
      await expect(page.getByText(intro)).toBeHidden();
    // (Playwright's text matching skips <noscript>, whose content is shown here: read it directly.)
    const note = page.locator('section[aria-labelledby="cost-calculator-title"] noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain('The calculator needs JavaScript');
    await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
    await expect(page.getByRole('table', { name: 'Guide 20-year costs for a 3-bedroom home' })).toBeVisible();
  });

  test('on the grants guide, which lists the conditions just before it, the checker points to them', async ({
    page,
  }) => {
    await page.goto('/knowledge-centre/government-grants-available');
    await expect(page.getByTestId('grant-eligibility')).toHaveCount(1);
    await expect(page.getByTestId('grant-eligibility')).toContainText(`Your home is in ${listOf(openNations, 'or')}.`);
    const note = page.locator('section[aria-labelledby="grant-checker-title"] noscript p');
    await expect(note).toBeVisible();
    expect(await note.textContent()).toContain('if all of the conditions listed above are true');
  });
});
