import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { openNations } from './settings';
import { listOf } from '@/lib/lists';

// The heat pump page, which carries two of the homeowner tools: the grant checker and the cost
// calculator (each tested on its own in tools-grant-checker.spec.ts and tools-cost-calculator.spec.ts).

test('the heat pump page carries both the grant checker and the calculator', async ({ page }) => {
  await page.goto('/heat-pumps');
  await expect(page.locator('[data-island="GrantCheckerIsland"]')).toBeVisible();
  await expect(page.locator('[data-island="CostCalculatorIsland"]')).toBeVisible();
  for (const intro of ['Answer three questions', 'Start from our guide prices'])
    await expect(page.getByText(intro)).toBeVisible();
  expect(await axeViolations(page, { include: 'main' })).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the grant checker shows the conditions, and the calculator points to the guide figures', async ({ page }) => {
    await page.goto('/heat-pumps');
    await expect(page.locator('[data-island="GrantCheckerIsland"]')).toBeHidden();
    await expect(page.locator('[data-island="CostCalculatorIsland"]')).toBeHidden();
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
});
