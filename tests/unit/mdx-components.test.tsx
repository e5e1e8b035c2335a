import { evaluate } from '@mdx-js/mdx';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { CallToAction } from '@/components/mdx/call-to-action';
import { Callout } from '@/components/mdx/callout';
import { ComparisonTable } from '@/components/mdx/comparison-table';
import { EnergyLabelScale } from '@/components/mdx/energy-label-scale';
import { KeyFigures } from '@/components/mdx/key-figures';
import { MdxLink } from '@/components/mdx/mdx-link';
import { formatPriceRange, PriceTable } from '@/components/mdx/price-table';
import { Step, Steps } from '@/components/mdx/steps';
import { EmailLink, Fact, GasEmergencyLine, PhoneLink } from '@/components/mdx/site-facts';
import { RelatedArticles } from '@/components/mdx/related-articles';
import { UrgencyBadge } from '@/components/mdx/urgency-badge';
import { getMDXComponents, mdxPageContext } from '@/components/mdx';
import { GrantChecker } from '@/tools/grant-checker/grant-checker';
import { findEntry } from '@/lib/content';
import { getSite } from '@/lib/site';
import { mdxComponentSchemas } from '@/schemas/components';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('MDX components', () => {
  it('PriceTable shows each row with its £ range, "from" prices and notes, under its caption', () => {
    const html = renderToStaticMarkup(
      <PriceTable
        caption="Guide prices for a 3-bedroom home"
        rows={[
          { item: 'Heat pump installation', low: 8000, high: 15000 },
          { item: 'Annual service', low: 85, note: 'same-day certificate' },
        ]}
      />,
    );
    expect(html).toContain('<caption');
    expect(text(html)).toContain('Guide prices for a 3-bedroom home');
    expect(text(html)).toContain('Heat pump installation £8,000–£15,000');
    expect(text(html)).toContain('Annual service from £85 same-day certificate');
    expect(formatPriceRange(300, 800)).toBe('£300–£800');
  });

  it('UrgencyBadge says the level in words', () => {
    expect(text(renderToStaticMarkup(<UrgencyBadge level="High" />))).toBe('High urgency');
    expect(text(renderToStaticMarkup(<UrgencyBadge level="Low" />))).toBe('Low urgency');
  });

  it('Callout names its kind and title', () => {
    const html = renderToStaticMarkup(
      <Callout type="safety" title="Carbon monoxide">
        <p>Fit an alarm.</p>
      </Callout>,
    );
    expect(html).toContain('aria-label="Safety: Carbon monoxide"');
    expect(text(html)).toBe('Safety: Carbon monoxide Fit an alarm.');
  });

  it('Callout is a note, not a landmark, so a page may hold two tips (a landmark needs a name of its own)', () => {
    const html = renderToStaticMarkup(<Callout type="tip">Words.</Callout>);
    expect(html).toMatch(/^<div role="note"[^>]* aria-label="Tip"/);
    expect(html).not.toContain('<aside');
  });

  it('CallToAction is a group, not a landmark, so a page may hold two alike', () => {
    const html = renderToStaticMarkup(<CallToAction title="Book now" />);
    expect(html).toMatch(/^<div role="group"[^>]* aria-label="Book now"/);
  });

  it('Steps number their steps in order', () => {
    const html = renderToStaticMarkup(
      <Steps>
        <Step title="Survey">We visit.</Step>
        <Step title="Design">We plan.</Step>
      </Steps>,
    );
    expect(html.startsWith('<ol')).toBe(true);
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(text(html)).toBe('Survey We visit. Design We plan.');
  });

  it('ComparisonTable puts one column per compared thing', () => {
    const html = renderToStaticMarkup(
      <ComparisonTable
        caption="Heat pump or boiler?"
        columns={['Heat pump', 'Gas boiler']}
        rows={[{ label: 'Lifespan', values: ['20–25 years', '12–15 years'] }]}
      />,
    );
    expect(html.match(/<th scope="col"/g)).toHaveLength(2);
    expect(text(html)).toContain('Lifespan 20–25 years 12–15 years');
  });

  it('KeyFigures shows each value with its label', () => {
    const html = renderToStaticMarkup(
      <KeyFigures
        figures={[
          { value: 'Up to 30%', label: 'lower bills' },
          { value: '5–7 years', label: 'payback' },
        ]}
      />,
    );
    expect(text(html)).toBe('lower bills Up to 30% payback 5–7 years');
  });

  it('EnergyLabelScale shows the bands A to G with the specification’s ranges', () => {
    const html = text(renderToStaticMarkup(<EnergyLabelScale highlight="A" />));
    for (const band of ['A 90% and above', 'B 86–90%', 'C 82–86%', 'D below 82%', 'G below 82%'])
      expect(html).toContain(band);
    expect(html).toContain('The band we recommend, A, is ringed.');
    expect(text(renderToStaticMarkup(<EnergyLabelScale />))).not.toContain('recommend');
  });

  it('links open other websites in a new tab and keep site links in the framework', () => {
    const external = renderToStaticMarkup(<MdxLink href="https://www.gov.uk/">GOV.UK</MdxLink>);
    expect(external).toContain('target="_blank"');
    expect(external).toContain('rel="noopener noreferrer"');
    const internal = renderToStaticMarkup(<MdxLink href="/contact">Contact</MdxLink>);
    expect(internal).toBe('<a href="/contact">Contact</a>');
  });

  it('CallToAction offers a quote, a call and a message, with the number and links from the settings', () => {
    const site = getSite();
    const html = renderToStaticMarkup(
      <CallToAction title="Book your free boiler assessment">
        <p>Free estimates.</p>
      </CallToAction>,
    );
    expect(html).toContain('aria-label="Book your free boiler assessment"');
    expect(text(html)).toContain('Book your free boiler assessment Free estimates.');
    expect(html).toContain(`href="${site.navigation.cta.href}"`);
    expect(text(html)).toContain('Get Free Quote');
    expect(html).toContain(`href="tel:${site.phone.international}"`);
    expect(text(html)).toContain(`Call ${site.phone.display}`);
    expect(html).toMatch(new RegExp(`href="${site.messaging.url}"[^>]*target="_blank"[^>]*rel="noopener noreferrer"`));

    const callOnly = renderToStaticMarkup(<CallToAction title="Call us" actions={['call']} />);
    expect(callOnly).toContain('tel:');
    expect(callOnly).not.toContain(site.messaging.url);
    expect(callOnly).not.toContain('Get Free Quote');
    expect(text(renderToStaticMarkup(<CallToAction title="T" quoteLabel="Book a service" />))).toContain(
      'Book a service',
    );
  });

  it('RelatedArticles shows a card per related page, with its title and description, and skips unknown ones', () => {
    const routes = ['/knowledge-centre/heat-pump-guide', '/boilers'];
    const html = renderToStaticMarkup(
      <RelatedArticles routes={[...routes, '/no-such-page']} heading="Further reading" />,
    );
    expect(html).toContain('>Further reading</h2>');
    for (const route of routes) {
      const entry = findEntry(route)!;
      expect(html).toContain(`href="${route}"`);
      expect(text(html).replaceAll('&amp;', '&')).toContain(entry.frontmatter.title);
    }
    expect(html.match(/<li/g)).toHaveLength(2);
    expect(renderToStaticMarkup(<RelatedArticles routes={['/no-such-page']} />)).toBe('');
  });

  it('PhoneLink and EmailLink link the number and address from the settings', () => {
    const site = getSite();
    expect(renderToStaticMarkup(<PhoneLink />)).toBe(
      `<a href="tel:${site.phone.international}" class="nowrap-unless-narrow">${site.phone.display}</a>`,
    );
    expect(renderToStaticMarkup(<EmailLink />)).toBe(`<a href="mailto:${site.email}">${site.email}</a>`);
  });

  it('GasEmergencyLine names the line and links its number, both from the settings', () => {
    const { gasEmergency } = getSite();
    expect(gasEmergency).toEqual({
      name: 'National Gas Emergency Service',
      display: '0800 111 999',
      international: '+44800111999',
    });
    expect(renderToStaticMarkup(<GasEmergencyLine />)).toBe(
      'the National Gas Emergency Service on <a href="tel:+44800111999" class="nowrap-unless-narrow">0800 111 999</a>',
    );
  });

  it('Fact states each business fact from the settings', () => {
    const site = getSite();
    const fact = (name: Parameters<typeof Fact>[0]['name']) => renderToStaticMarkup(<Fact name={name} />);
    expect(fact('businessName')).toBe(site.name);
    expect(fact('gasSafeNumber')).toBe(site.gasSafeNumber);
    expect(fact('experience')).toBe(site.experience);
    expect(fact('boilerGuaranteeYears')).toBe('12');
    expect(fact('enquiryResponse')).toBe('the same day');
    expect(fact('estimateTime')).toBe('48 hours');
    expect(fact('address')).toBe(
      `${site.address.street}, ${site.address.area}, ${site.address.town} ${site.address.postcode}`,
    );
    expect(mdxComponentSchemas.Fact.safeParse({ name: 'phone' }).error?.issues[0]?.message).toMatch(
      /^must be one of: businessName, gasSafeNumber/,
    );
  });

  it('GrantChecker without JavaScript lists the conditions, or points to them when the page has just listed them', () => {
    const uses = (...names: string[]) => ({
      frontmatter: { related: [] },
      body: { components: names.map((name) => ({ name, props: {}, unreadable: [], dotted: [] })) },
    });
    expect(mdxPageContext(uses('GrantEligibility', 'GrantChecker')).grantConditionsAbove).toBe(true);
    expect(mdxPageContext(uses('GrantChecker', 'GrantEligibility')).grantConditionsAbove).toBe(false);
    expect(mdxPageContext(uses('GrantChecker')).grantConditionsAbove).toBe(false);
    expect(mdxPageContext(uses('GrantEligibility')).grantConditionsAbove).toBe(false);
    expect(mdxPageContext(findEntry('/knowledge-centre/government-grants-available')!).grantConditionsAbove).toBe(true);
    expect(mdxPageContext(findEntry('/heat-pumps')!).grantConditionsAbove).toBe(false);

    const fallback = (html: string) => text(html.slice(html.indexOf('<noscript>'), html.indexOf('</noscript>')));
    const listed = renderToStaticMarkup(<GrantChecker />);
    expect(fallback(listed)).toContain('if all of these are true: Your home is in England or Wales.');
    const above = renderToStaticMarkup(<GrantChecker conditionsAbove />);
    expect(fallback(above)).toContain('if all of the conditions listed above are true.');
    expect(above).not.toContain('grant-eligibility');
  });

  it('a Markdown table scrolls in its own box, its header cells heading their columns', async () => {
    const { default: Content } = await evaluate('| Boiler age | Efficiency |\n| --- | --- |\n| Old | 60–80% |\n', {
      ...runtime,
      remarkPlugins: [remarkGfm],
    });
    const html = renderToStaticMarkup(<Content components={getMDXComponents({ related: [] })} />);
    expect(html).toMatch(/^<div class="table-scroll"><table>/);
    expect(html).toContain('<th scope="col">Boiler age</th><th scope="col">Efficiency</th>');
    expect(html).toContain('<td>Old</td>');
  });

  it('reports a wrong or missing prop through the schema the content check uses', () => {
    expect(mdxComponentSchemas.UrgencyBadge.safeParse({ level: 'Urgent' }).success).toBe(false);
    expect(mdxComponentSchemas.PriceTable.safeParse({ rows: [] }).success).toBe(false);
    const mismatch = mdxComponentSchemas.ComparisonTable.safeParse({
      caption: 'x',
      columns: ['a', 'b'],
      rows: [{ label: 'l', values: ['1'] }],
    });
    expect(mismatch.success).toBe(false);
    expect(mismatch.error?.issues[0]?.message).toBe('must have one value per column (2), found 1');
  });
});
