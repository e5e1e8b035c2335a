import type { ComponentProps } from 'react';
import type { MDXComponents } from 'mdx/types';
import { CostCalculator } from '@/tools/cost-calculator/cost-calculator';
import { GrantChecker, GrantEligibility, GrantExample, GrantFact } from '@/tools/grant-checker/grant-checker';
import type { BodyAnalysis } from '@/lib/content/mdx-analysis';
import type { MdxComponentName } from '@/schemas/components';
import { Callout } from './callout';
import { CallToAction } from './call-to-action';
import { ComparisonTable } from './comparison-table';
import { EmailLink, Fact, GasEmergencyLine, PhoneLink } from './site-facts';
import { EnergyLabelScale } from './energy-label-scale';
import { KeyFigures } from './key-figures';
import { MdxImage } from './mdx-image';
import { MdxLink } from './mdx-link';
import { MdxTable, MdxTableHeader } from './mdx-table';
import { PriceTable } from './price-table';
import { RelatedArticles } from './related-articles';
import { Step, Steps } from './steps';
import { UrgencyBadge } from './urgency-badge';

export interface MdxPageContext {
  /** The page's `related` frontmatter, shown by <RelatedArticles />. */
  related: readonly string[];
  /** The page's `quoteService` frontmatter: what its quote buttons choose in the quote request. */
  quoteService?: string;
  /** The body lists the grant's conditions (<GrantEligibility />) before its <GrantChecker />. */
  grantConditionsAbove?: boolean;
}

/** What an MDX body's building blocks need to know of their page: its frontmatter, and what the body holds. */
export function mdxPageContext(entry: {
  frontmatter: { related: readonly string[]; quoteService?: string };
  body: Pick<BodyAnalysis, 'components'>;
}): MdxPageContext {
  const names = entry.body.components.map((use) => use.name);
  const conditions = names.indexOf('GrantEligibility');
  return {
    related: entry.frontmatter.related,
    quoteService: entry.frontmatter.quoteService,
    grantConditionsAbove: conditions !== -1 && conditions < names.indexOf('GrantChecker'),
  };
}

/**
 * The one component map for MDX. The `satisfies` clause keeps it in step with the prop schemas that
 * the content check validates against: a component missing from either side fails type checking.
 */
export function getMDXComponents({ related, quoteService, grantConditionsAbove }: MdxPageContext): MDXComponents {
  const components = {
    Callout,
    CallToAction: (props: ComponentProps<typeof CallToAction>) => <CallToAction {...props} service={quoteService} />,
    ComparisonTable,
    CostCalculator,
    EmailLink,
    EnergyLabelScale,
    Fact,
    GasEmergencyLine,
    GrantChecker: () => <GrantChecker conditionsAbove={grantConditionsAbove} />,
    GrantEligibility,
    GrantExample,
    GrantFact,
    KeyFigures,
    PhoneLink,
    PriceTable,
    RelatedArticles: () => <RelatedArticles routes={related} />,
    Step,
    Steps,
    UrgencyBadge,
  } satisfies Record<MdxComponentName, unknown>;
  return { ...components, a: MdxLink, img: MdxImage, table: MdxTable, th: MdxTableHeader };
}
