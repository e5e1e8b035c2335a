import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TrustBadges } from '@/components/sections/trust-badges';
import { TrustList, TrustStrip } from '@/components/sections/trust-strip';
import { siteSchema, type SiteConfig } from '@/schemas/site';
import { site } from './site-fixture';

// The credentials a homeowner can check (issue 42). The shipped settings leave the OFTEC and MCS
// numbers empty, so the browser tests see Gas Safe alone: the badges with numbers set are proved here.

const withNumbers = (oftec: string, mcs: string): SiteConfig => ({
  ...site,
  registers: {
    ...site.registers,
    oftec: { ...site.registers.oftec, number: oftec },
    mcs: { ...site.registers.mcs, number: mcs },
  },
});

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .trim();
const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1] ?? null;

/** Each check link of the markup: its address, text, description, how it opens, and its badge. */
function checkLinks(html: string) {
  return [...html.matchAll(/<li[^>]*>(?:(?!<\/li>).)*<\/li>/gs)].flatMap(([item]) => {
    const link = /(<a [^>]*data-credential-check[^>]*>)(.*?)<\/a>/s.exec(item);
    if (!link) return [];
    const [, tag, content] = link as unknown as [string, string, string];
    const describedBy = attribute(tag, 'aria-describedby');
    const description = new RegExp(`<p id="${describedBy}"[^>]*>(.*?)</p>`, 's').exec(html)?.[1];
    return [
      {
        href: attribute(tag, 'href'),
        text: text(content),
        described: description === undefined ? undefined : text(description),
        target: attribute(tag, 'target'),
        rel: attribute(tag, 'rel'),
        badge: attribute(/^<li[^>]*>/.exec(item)![0], 'data-credential'),
      },
    ];
  });
}

const gasSafe = {
  href: site.registers.gasSafe.checkUrl,
  text: 'Check us on the Gas Safe Register (opens in a new tab)',
  described: `Registration ${site.gasSafeNumber}`,
  target: '_blank',
  rel: 'noopener noreferrer',
  badge: 'gasSafe',
};

describe('the registrations a homeowner can check', () => {
  it('the fixture, like the shipped settings, has no OFTEC or MCS number', () => {
    expect(site.registers.oftec.number).toBe('');
    expect(site.registers.mcs.number).toBe('');
  });

  it('with no OFTEC or MCS number, the strip shows Gas Safe alone, linked, with its number beside the link', () => {
    const html = renderToStaticMarkup(<TrustStrip site={site} />);
    expect(checkLinks(html)).toEqual([gasSafe]);
    expect(html).not.toMatch(/OFTEC|MCS/);
  });

  it('with both numbers set, the strip and the footer list show OFTEC and MCS linked, each with its number', () => {
    for (const html of [
      renderToStaticMarkup(<TrustStrip site={withNumbers('C12345', 'NAP-12345')} />),
      renderToStaticMarkup(<TrustList site={withNumbers('C12345', 'NAP-12345')} tone="dark" stacked />),
    ]) {
      expect(checkLinks(html)).toEqual([
        gasSafe,
        {
          ...gasSafe,
          href: site.registers.oftec.checkUrl,
          text: 'Check us on the OFTEC register (opens in a new tab)',
          described: 'Registration C12345',
          badge: 'oftec',
        },
        {
          ...gasSafe,
          href: site.registers.mcs.checkUrl,
          text: 'Check us on the MCS register (opens in a new tab)',
          described: 'Certificate NAP-12345',
          badge: 'mcs',
        },
      ]);
    }
  });

  it('one number set shows that badge alone beside Gas Safe', () => {
    const html = renderToStaticMarkup(<TrustList site={withNumbers('', 'MCS 012345')} />);
    expect(checkLinks(html).map((link) => [link.badge, link.described])).toEqual([
      ['gasSafe', `Registration ${site.gasSafeNumber}`],
      ['mcs', 'Certificate MCS 012345'],
    ]);
    expect(html).not.toContain('OFTEC');
  });

  it("the home page's badges keep the specification's four claims, OFTEC plain until its number is set", () => {
    const claims = (html: string) =>
      [...html.matchAll(/<li[^>]*>.*?<p[^>]*>(.*?)<\/p>/gs)].map((match) => text(match[1]!));
    const shipped = renderToStaticMarkup(<TrustBadges site={site} />);
    expect(claims(shipped)).toEqual([
      'Gas Safe Registered',
      'Manufacturer Accredited',
      `${site.experience.replace('years', 'Years')} Experience`,
      'OFTEC Registered',
    ]);
    expect(checkLinks(shipped)).toEqual([gasSafe]);
    expect(shipped).toContain('Oil and renewable heating registration');

    const set = renderToStaticMarkup(<TrustBadges site={withNumbers('C12345', 'NAP-12345')} />);
    expect(claims(set)).toEqual([...claims(shipped), 'MCS Certified']);
    expect(checkLinks(set).map((link) => [link.badge, link.described, link.href])).toEqual([
      ['gasSafe', `Registration ${site.gasSafeNumber}`, site.registers.gasSafe.checkUrl],
      ['oftec', 'Registration C12345', site.registers.oftec.checkUrl],
      ['mcs', 'Certificate NAP-12345', site.registers.mcs.checkUrl],
    ]);
    expect(set).not.toContain('Oil and renewable heating registration');
  });

  it('each link describes itself by a number of its own, when the strip and the footer are on one page', () => {
    const html = renderToStaticMarkup(
      <>
        <TrustStrip site={site} />
        <TrustList site={site} tone="dark" stacked />
      </>,
    );
    const ids = [...html.matchAll(/aria-describedby="([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });
});

describe('the registration numbers in content/site.yaml', () => {
  /** The message for an OFTEC number, or null when it is accepted. */
  function oftecFault(number: unknown): string | null {
    const result = siteSchema.safeParse({
      ...site,
      registers: { ...site.registers, oftec: { ...site.registers.oftec, number } },
    });
    return result.success ? null : result.error.issues.map((issue) => issue.message).join('; ');
  }

  it.each(['', 'C12345', 'NAP-12345', 'MCS 012345', '123/456'])('accepts "%s"', (number) => {
    expect(oftecFault(number)).toBeNull();
  });

  it('refuses what a homeowner could not type into the register, saying what to do', () => {
    expect(oftecFault('C12345!')).toBe(
      'must be the number alone, as the register writes it, like "C12345": letters, digits, hyphens (-), slashes (/) and spaces only, so take out "!"; until you have the number, leave it "" (empty)',
    );
    expect(oftecFault('C\u00a012345')).toMatch(/so type its spaces again as ordinary spaces;/);
    expect(oftecFault('pending')).toBe(
      'must be the registration number itself, with its digits, like "C12345"; until you have the number, leave it "" (empty)',
    );
    expect(oftecFault(12345)).toBe(
      'must be in double quotes, like "C12345": typed without them, a number loses any 0 it starts with',
    );
    expect(oftecFault(null)).toMatch(/^must be the registration number in double quotes/);
  });
});
