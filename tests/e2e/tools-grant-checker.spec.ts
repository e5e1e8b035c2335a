import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { answerGrantCheckerEligible, expectClearOfHeader, requestsFrom, reachTool } from './tools';
import { closedNations, grantLastChecked, grantScheme, literally, openNations } from './settings';
import { listOf } from '@/lib/lists';
import { formatPounds } from '@/tools/shared/money';

// The homeowner tools, used as a visitor uses them: no waiting for the page's scripts before a tap
// (an early press is held and answered once the island starts; see the last tests).

// The grant, which staff change in content/boiler-upgrade-scheme.yaml when the government does, and
// the checker's answer for the £12,000 quote the tests type (tests/e2e/tools.ts).
const GRANT = formatPounds(grantScheme.grant);
const AFTER_GRANT =
  12_000 > grantScheme.grant
    ? `on your £12,000 quote, you'd pay ${formatPounds(12_000 - grantScheme.grant)}`
    : `Your £12,000 quote is no more than the grant of up to ${GRANT}`;
// Where the grant is open (England and Wales, today): the tests' home is in the first; an answer is
// changed to another nation.
const HOME_NATION = openNations[0]!;
const OTHER_NATION = [...openNations.slice(1), ...closedNations][0]!;

for (const width of [375, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the grant checker answers from the scheme file, with the price after the grant', async ({ page }) => {
      await page.goto('/knowledge-centre/government-grants-available');
      const checker = page.locator('[data-island="GrantCheckerIsland"]');
      const panel = page.getByRole('region', {
        name: new RegExp(`Could you get a grant of up to ${literally(GRANT)}\\?`),
      });
      await expect(panel).toContainText(`Rules last checked on ${grantLastChecked}.`);
      await expect(panel.getByRole('link', { name: 'Request a Heat Pump Quote' })).toHaveAttribute(
        'href',
        '/contact?service=heat-pump',
      );
      expect(await axeViolations(page, { include: '[data-island="GrantCheckerIsland"]' }), 'empty').toEqual([]);
      // The checker's script is fetched as the visitor comes near it; from then on, nothing is.
      await reachTool(page, 'GrantCheckerIsland');
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
      expect(await axeViolations(page, { include: '[data-island="GrantCheckerIsland"]' }), 'errors shown').toEqual([]);

      await answerGrantCheckerEligible(checker);
      await checker.getByRole('button', { name: 'Check' }).click();
      const answer = checker.getByRole('status');
      await expect(answer).toContainText(
        `Good news: your home is likely to qualify for a grant of up to ${GRANT} from the ${grantScheme.name}`,
      );
      await expect(answer).toContainText(AFTER_GRANT);
      expect(await axeViolations(page, { include: '[data-island="GrantCheckerIsland"]' }), 'result shown').toEqual([]);

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
  });
}

test.describe('the tools keep what the visitor entered in this tab', () => {
  test('the grant checker keeps the answers, and its answer while they stand', async ({ page }) => {
    await page.goto('/knowledge-centre/government-grants-available');
    const checker = page.locator('[data-island="GrantCheckerIsland"]');
    const answer = checker.getByRole('status');
    await answerGrantCheckerEligible(checker);
    await checker.getByRole('button', { name: 'Check' }).click();
    await expect(answer).toContainText(AFTER_GRANT);

    await page.reload();
    await reachTool(page, 'GrantCheckerIsland');
    await expect(checker.getByRole('radio', { name: HOME_NATION })).toBeChecked();
    await expect(checker.getByLabel(/Your heat pump quote/)).toHaveValue('£12,000');
    await expect(answer).toContainText(AFTER_GRANT);

    // An answer changed since: the answers come back, the answer for the old ones does not.
    await checker.getByRole('radio', { name: OTHER_NATION }).check();
    await expect(answer).toBeEmpty();
    await page.goto('/heat-pumps');
    await reachTool(page, 'GrantCheckerIsland');
    await expect(checker.getByRole('radio', { name: OTHER_NATION })).toBeChecked();
    await expect(checker.getByLabel(/Your heat pump quote/)).toHaveValue('£12,000');
    await expect(checker.locator('form')).toHaveAttribute('data-ready', '');
    await expect(answer).toBeEmpty();
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

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
