import { Island } from '@/components/islands/island';
import { getGrantScheme } from '@/tools/shared/grant-scheme';

/**
 * The heat pump vs gas boiler calculator, in an article or a service page. Without JavaScript the
 * page's guide figures are the answer, and the panel says so. One per page.
 */
export function CostCalculator() {
  const { grant, name } = getGrantScheme();
  return (
    <section aria-labelledby="cost-calculator-title" className="tool-panel" data-pagefind-ignore>
      <h2 id="cost-calculator-title" className="tool-title">
        Work it out with your own figures
      </h2>
      <p className="tool-intro tool-needs-script">
        Start from our guide prices, then put in the figures from your own quotes and bills. The heat pump starts at the
        top of its guide price and everything else in the middle, so the first answer is a cautious one. The result is
        worked out from your figures alone: it is a guide, not a quote.
      </p>
      <Island name="CostCalculatorIsland" props={{ grant, grantName: name }} className="tool-needs-script mt-6" />
      <noscript>
        <p className="tool-intro">
          The calculator needs JavaScript, which is turned off in your browser. The guide figures on this page compare
          the two for a typical 3-bedroom home.
        </p>
      </noscript>
    </section>
  );
}
