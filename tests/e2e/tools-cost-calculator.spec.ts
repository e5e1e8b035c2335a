import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { calculatorStart } from './calculator-start';
import { requestsFrom, reachTool } from './tools';
import { grantScheme, literally } from './settings';
import { formatPounds } from '@/tools/shared/money';

// The homeowner tools, used as a visitor uses them: no waiting for the page's scripts before a tap
// (an early press is held and answered once the island starts; see the last tests).

// The grant, which staff change in content/boiler-upgrade-scheme.yaml when the government does, and
// the calculator's start.
const GRANT = formatPounds(grantScheme.grant);
const START = calculatorStart(grantScheme.grant);
const TAKE_OFF_GRANT = new RegExp(`Take off the ${literally(grantScheme.name)} grant`);

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the cost calculator starts from the guide figures and follows the visitor’s own', async ({ page }) => {
      await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
      // The calculator's script is fetched as the visitor comes near it; from then on, nothing is.
      await reachTool(page, 'CostCalculatorIsland');
      await page.waitForLoadState('networkidle');
      const requests = requestsFrom(page);
      const calculator = page.locator('[data-island="CostCalculatorIsland"]');
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
      expect(await axeViolations(page, { include: '[data-island="CostCalculatorIsland"]' }), 'result shown').toEqual(
        [],
      );

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
      expect(await axeViolations(page, { include: '[data-island="CostCalculatorIsland"]' }), 'errors shown').toEqual(
        [],
      );
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

test.describe('the tools keep what the visitor entered in this tab', () => {
  test('the calculator keeps the figures on reload and on the other page with it, until Back to the guide figures', async ({
    page,
  }) => {
    await page.goto('/knowledge-centre/heat-pump-vs-boiler-costs');
    await reachTool(page, 'CostCalculatorIsland');
    const calculator = page.locator('[data-island="CostCalculatorIsland"]');
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
      await reachTool(page, 'CostCalculatorIsland');
      await expect(sentence, route).toContainText(yours);
      await expect(calculator.getByLabel('Years to compare')).toHaveValue('5');
      await expect(calculator.getByLabel(TAKE_OFF_GRANT)).not.toBeChecked();
    }

    // A figure left wrong comes back wrong, with its error.
    await calculator.getByLabel('Years to compare').fill('');
    await page.reload();
    await reachTool(page, 'CostCalculatorIsland');
    await expect(calculator.getByTestId('cost-errors')).toContainText('Enter how many years to compare');

    await calculator.getByRole('button', { name: 'Back to the guide figures' }).click();
    await page.reload();
    await reachTool(page, 'CostCalculatorIsland');
    await expect(sentence).toContainText(START.sentence);
    await expect(calculator.getByLabel(TAKE_OFF_GRANT)).toBeChecked();
  });
});
