import { Island } from '@/components/islands/island';
import { MdxTable } from '@/components/mdx/mdx-table';
import { getGrantScheme, grantFacts } from '@/tools/shared/grant-scheme';
import { listOf } from '@/lib/lists';
import { priceAfterGrant } from './grant-check';
import { formatPounds } from '@/tools/shared/money';
import type { GrantFactProps } from '@/schemas/components';
import { getSite, quoteHref } from '@/lib/site';
import { ButtonLink } from '@/components/ui/button-link';

/** One of the grant's facts in running text, from content/boiler-upgrade-scheme.yaml. */
export function GrantFact({ name }: GrantFactProps) {
  return <>{grantFacts(getGrantScheme())[name]}</>;
}

/** The scheme's conditions, as the checker applies them. */
export function GrantEligibility() {
  const scheme = getGrantScheme();
  const facts = grantFacts(scheme);
  return (
    <ul data-testid="grant-eligibility">
      <li>
        <strong>Your home is in {listOf(scheme.nations, 'or')}.</strong>
      </li>
      <li>
        <strong>Your home has a valid Energy Performance Certificate (EPC)</strong> issued within the last{' '}
        {facts.epcMaxAgeYears} years. If you do not have one, or yours is older, you will need a new assessment before
        the grant can be applied for.
      </li>
      <li>
        <strong>Your home has not had the grant before.</strong> The scheme gives{' '}
        {scheme.grantsPerProperty === 1 ? 'one grant' : `${scheme.grantsPerProperty} grants`} per property.
      </li>
      <li>
        <strong>The heat pump is installed by an MCS certified installer</strong>, who designs the system to the MCS
        standards and issues the certificate the scheme relies on.
      </li>
    </ul>
  );
}

/** The worked example: a quote, the grant taken off, what the homeowner pays (in a box that scrolls it, as any table). */
export function GrantExample() {
  const scheme = getGrantScheme();
  const pay = priceAfterGrant(scheme.example.quote, scheme.grant) ?? 0;
  return (
    <MdxTable data-testid="grant-example">
      <caption className="sr-only">What you pay on a {formatPounds(scheme.example.quote)} quote</caption>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col">Amount</th>
        </tr>
      </thead>
      <tbody>
        <tr>
          <th scope="row" className="font-normal">
            Heat pump installation
          </th>
          <td>{formatPounds(scheme.example.quote)}</td>
        </tr>
        <tr>
          <th scope="row" className="font-normal">
            {scheme.name} grant
          </th>
          <td>−{formatPounds(scheme.grant)}</td>
        </tr>
        <tr>
          <th scope="row">You pay</th>
          <td>
            <strong>{formatPounds(pay)}</strong>
          </td>
        </tr>
      </tbody>
    </MdxTable>
  );
}

/**
 * The grant checker: an island over the scheme's data file, with what a visitor without JavaScript
 * gets in its place (the conditions, or a pointer to them when the page lists them above) and the
 * quote action either way. One per page.
 */
export function GrantChecker({ conditionsAbove = false }: { conditionsAbove?: boolean }) {
  const scheme = getGrantScheme();
  const facts = grantFacts(scheme);
  const id = 'grant-checker';
  return (
    <section aria-labelledby={`${id}-title`} className="tool-panel" data-pagefind-ignore>
      <h2 id={`${id}-title`} className="tool-title">
        Could you get a grant of up to {facts.amount}?
      </h2>
      {/* The questions are the island's: without JavaScript, the conditions take their place (noscript). */}
      <p className="tool-intro tool-needs-script">
        Answer three questions to see whether your home is likely to qualify for the {scheme.name}, and what you would
        pay once the grant comes off your quote.
      </p>
      <Island name="GrantCheckerIsland" props={{ scheme, id }} className="tool-needs-script mt-6" />
      {/* Where the page has just listed the conditions, the fallback points to them rather than listing them again. */}
      <noscript>
        {conditionsAbove ? (
          <p className="tool-intro">
            Your home is likely to qualify for the {scheme.name} if all of the conditions listed above are true.
          </p>
        ) : (
          <>
            <p className="tool-intro">Your home is likely to qualify for the {scheme.name} if all of these are true:</p>
            <GrantEligibility />
          </>
        )}
      </noscript>
      <p className="mt-6 text-sm text-slate-600">
        We confirm your eligibility at the survey, before you commit to anything. Rules last checked on{' '}
        {facts.lastChecked}.
      </p>
      <ButtonLink href={quoteHref(getSite(), 'heat-pump')} className="mt-4">
        Request a Heat Pump Quote
      </ButtonLink>
    </section>
  );
}
