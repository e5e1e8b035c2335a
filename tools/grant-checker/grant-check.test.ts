import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { describeIssues } from '@/lib/content/faults';
import { checkGrant, parsePounds, priceAfterGrant, readQuote, type GrantAnswers } from './grant-check';
import { grantSchemeSchema, type GrantScheme } from '@/schemas/grant';

const file = path.resolve(import.meta.dirname, '../../content/boiler-upgrade-scheme.yaml');
const raw = parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
const scheme = grantSchemeSchema.parse(raw);

/** The messages a staff member would read for `data`, as the content check words them. */
function problems(data: unknown): string[] {
  const result = grantSchemeSchema.safeParse(data);
  if (result.success) return [];
  return describeIssues(result.error.issues, data, grantSchemeSchema).map((issue) => issue.message);
}

const eligible: GrantAnswers = { nation: 'england', epc: 'yes', hadGrant: 'no' };

describe('content/boiler-upgrade-scheme.yaml', () => {
  it('holds the scheme as the specification gives it', () => {
    expect(scheme).toEqual({
      name: 'Boiler Upgrade Scheme',
      grant: 7500,
      nations: ['England', 'Wales'],
      epcMaxAgeYears: 10,
      grantsPerProperty: 1,
      ends: 'March 2028 or when the funding runs out',
      applicationDays: { min: 1, max: 2 },
      approvalDays: { min: 5, max: 10 },
      example: { quote: 12000 },
      lastChecked: '2026-11-23',
    });
  });

  it('names the field and what to type when a value is wrong', () => {
    expect(problems({ ...raw, grant: '7,500' })).toEqual([
      '"grant" must be a whole number of pounds without £ or commas, like 7500 (found "7,500")',
    ]);
    expect(problems({ ...raw, grant: 0 })).toEqual(['"grant" must be more than 0, like 7500 (found 0)']);
    expect(problems({ ...raw, nations: ['England', 'Scotand'] })).toEqual([
      '"nations[1]" must be one of England, Wales, Scotland, Northern Ireland (found "Scotand"): did you mean "Scotland"?',
    ]);
    expect(problems({ ...raw, nations: [] })).toEqual([
      '"nations" must name at least one nation, like [England, Wales] (found [])',
    ]);
    expect(problems({ ...raw, applicationDays: { min: 3, max: 2 } })).toEqual([
      '"applicationDays" must have a "min" no larger than its "max" (found {"min":3,"max":2})',
    ]);
    expect(problems({ ...raw, lastChecked: '23/11/2026' })).toEqual([
      '"lastChecked" must be a date like 2025-10-01 (found "23/11/2026")',
    ]);
  });

  it("keeps a group's own words when a value is written in place of its settings", () => {
    expect(problems({ ...raw, example: 12000 })).toEqual([
      '"example" must give an example quote, like { quote: 12000 } (found 12000)',
    ]);
  });

  it('says when a field is missing or misspelt', () => {
    const { epcMaxAgeYears, ...rest } = raw;
    expect(problems(rest)).toEqual(['"epcMaxAgeYears" is missing: add it (it must be a whole number, like 10)']);
    expect(problems({ ...rest, epcMaxAgeYear: epcMaxAgeYears })).toEqual([
      '"epcMaxAgeYear" is not a field we know: did you mean "epcMaxAgeYears"?',
    ]);
  });
});

describe('checkGrant', () => {
  it('lists the questions still to answer, in the order asked', () => {
    expect(checkGrant(scheme, {})).toEqual({ status: 'incomplete', missing: ['nation', 'epc', 'hadGrant'] });
    expect(checkGrant(scheme, { nation: 'scotland', hadGrant: 'no' })).toEqual({
      status: 'incomplete',
      missing: ['epc'],
    });
  });

  it('says a home in England or Wales with a recent EPC and no earlier grant is likely to get it', () => {
    for (const nation of ['england', 'wales'] as const) {
      const result = checkGrant(scheme, { ...eligible, nation });
      expect(result.status).toBe('likely');
    }
    const result = checkGrant(scheme, eligible);
    expect(result).toEqual({
      status: 'likely',
      grant: 7500,
      headline: 'Good news: your home is likely to qualify for a grant of up to £7,500 from the Boiler Upgrade Scheme',
      steps: [
        'Ask us for a free quote for a heat pump to suit your home.',
        'We apply for the grant for you. The application takes 1 to 2 days, and approval usually 5 to 10 days.',
        "The grant comes off the price you pay: on a £12,000 quote, for example, you'd pay £4,500.",
        "The scheme runs until March 2028 or when the funding runs out, so it's worth starting soon.",
      ],
      priceAfterGrant: null,
    });
  });

  it("works out the visitor's own price when they give a quote", () => {
    const result = checkGrant(scheme, { ...eligible, quote: 9800 });
    expect(result).toMatchObject({ status: 'likely', priceAfterGrant: 2300 });
    expect(result.status === 'likely' && result.steps[2]).toBe(
      "The grant comes off the price you pay: on your £9,800 quote, you'd pay £2,300.",
    );
    expect(checkGrant(scheme, { ...eligible, quote: Number.NaN })).toMatchObject({ priceAfterGrant: null });
  });

  it('never tells a visitor they would pay £0 when their quote is no more than the grant', () => {
    for (const quote of [5000, 7500]) {
      const result = checkGrant(scheme, { ...eligible, quote });
      expect(result).toMatchObject({ status: 'likely', priceAfterGrant: 0 });
      expect(result.status === 'likely' && result.steps[2]).toBe(
        `Your ${quote === 5000 ? '£5,000' : '£7,500'} quote is no more than the grant of up to £7,500, so we'll check what you would pay when we quote for your home.`,
      );
    }
    const justOver = checkGrant(scheme, { ...eligible, quote: 7500.01 });
    expect(justOver.status === 'likely' && justOver.steps[2]).toBe(
      "The grant comes off the price you pay: on your £7,500.01 quote, you'd pay £0.01.",
    );
  });

  it('turns away homes outside the nations in the data file, and follows the file when it changes', () => {
    const result = checkGrant(scheme, { ...eligible, nation: 'scotland' });
    expect(result).toMatchObject({
      status: 'not-yet',
      headline: "You're unlikely to get the Boiler Upgrade Scheme grant",
      unmet: [
        {
          condition: 'nation',
          message:
            "The Boiler Upgrade Scheme is only for homes in England and Wales, so it isn't open to homes in Scotland.",
        },
      ],
    });
    const widened: GrantScheme = { ...scheme, nations: ['England', 'Wales', 'Scotland'] };
    expect(checkGrant(widened, { ...eligible, nation: 'scotland' }).status).toBe('likely');
    const narrowed: GrantScheme = { ...scheme, nations: ['England'] };
    expect(checkGrant(narrowed, { ...eligible, nation: 'wales' })).toMatchObject({
      unmet: [{ condition: 'nation', message: expect.stringContaining('only for homes in England,') }],
    });
  });

  it('asks for a new EPC when there is none or the visitor is not sure', () => {
    expect(checkGrant(scheme, { ...eligible, epc: 'no' })).toEqual({
      status: 'not-yet',
      headline: "You could get the Boiler Upgrade Scheme grant once you've sorted out one thing first",
      unmet: [
        {
          condition: 'epc',
          message:
            'Your home needs an Energy Performance Certificate (EPC), and the certificate must be less than 10 years old.',
          whatToDo: 'Get a new EPC from an accredited assessor first.',
        },
      ],
    });
    const unsure = checkGrant(scheme, { ...eligible, epc: 'not-sure' });
    expect(unsure).toMatchObject({ status: 'not-yet', unmet: [{ condition: 'epc' }] });
    expect(unsure.status === 'not-yet' && unsure.unmet[0]!.whatToDo).toMatch(
      /Find an energy certificate.*get a new EPC from an accredited assessor first\.$/,
    );
    const sevenYears = checkGrant({ ...scheme, epcMaxAgeYears: 7 }, { ...eligible, epc: 'no' });
    // The rule follows the scheme's file, and is said once: in the message, not again in what to do.
    expect(sevenYears).toMatchObject({
      status: 'not-yet',
      unmet: [{ message: expect.stringContaining('less than 7 years old') }],
    });
    expect(sevenYears.status === 'not-yet' && sevenYears.unmet[0]!.whatToDo).not.toContain('years old');
  });

  it('allows one grant per property', () => {
    const again = checkGrant(scheme, { ...eligible, hadGrant: 'yes' });
    expect(again).toMatchObject({
      status: 'not-yet',
      headline: "You're unlikely to get the Boiler Upgrade Scheme grant",
      unmet: [
        {
          condition: 'hadGrant',
          message:
            "The scheme gives one grant per property, and your home has already had one, so it can't have another.",
        },
      ],
    });
    const unsure = checkGrant(scheme, { ...eligible, hadGrant: 'not-sure' });
    expect(unsure).toMatchObject({
      status: 'not-yet',
      headline: expect.stringContaining('once you'),
      unmet: [{ condition: 'hadGrant', whatToDo: expect.stringContaining('tell us when you ask for a quote') }],
    });
    const twoAllowed = checkGrant({ ...scheme, grantsPerProperty: 2 }, { ...eligible, hadGrant: 'yes' });
    expect(twoAllowed).toMatchObject({
      headline: expect.stringContaining('once you'),
      unmet: [{ message: expect.stringContaining('gives two grants per property') }],
    });
  });

  it('lists every unmet condition, in the order asked', () => {
    const result = checkGrant(scheme, { nation: 'northern-ireland', epc: 'not-sure', hadGrant: 'not-sure' });
    expect(result.status === 'not-yet' && result.unmet.map((item) => item.condition)).toEqual([
      'nation',
      'epc',
      'hadGrant',
    ]);
    const fixable = checkGrant(scheme, { ...eligible, epc: 'no', hadGrant: 'not-sure' });
    expect(fixable).toMatchObject({ headline: expect.stringContaining('a few things') });
  });

  it('takes every figure from the scheme', () => {
    const changed: GrantScheme = {
      ...scheme,
      name: 'Heat Pump Grant',
      grant: 6000,
      ends: 'March 2030',
      applicationDays: { min: 3, max: 3 },
      approvalDays: { min: 1, max: 1 },
      example: { quote: 10000 },
    };
    const result = checkGrant(changed, eligible);
    expect(result).toMatchObject({
      grant: 6000,
      headline: 'Good news: your home is likely to qualify for a grant of up to £6,000 from the Heat Pump Grant',
      steps: [
        expect.any(String),
        'We apply for the grant for you. The application takes 3 days, and approval usually 1 day.',
        "The grant comes off the price you pay: on a £10,000 quote, for example, you'd pay £4,000.",
        "The scheme runs until March 2030, so it's worth starting soon.",
      ],
    });
  });
});

describe('priceAfterGrant', () => {
  it('takes the grant off the quote: the specification’s £12,000 less £7,500 is £4,500', () => {
    expect(priceAfterGrant(scheme.example.quote, scheme.grant)).toBe(4500);
    expect(priceAfterGrant(12000.5, 7500)).toBe(4500.5);
  });

  it('never goes below £0', () => {
    expect(priceAfterGrant(6000, 7500)).toBe(0);
    expect(priceAfterGrant(0, 7500)).toBe(0);
  });

  it('returns null for a quote or grant that is not an amount', () => {
    expect(priceAfterGrant(Number.NaN, 7500)).toBeNull();
    expect(priceAfterGrant(Infinity, 7500)).toBeNull();
    expect(priceAfterGrant(-100, 7500)).toBeNull();
    expect(priceAfterGrant(12000, -1)).toBeNull();
  });
});

describe('parsePounds (from the grant checker)', () => {
  it('reads the quote a visitor types', () => {
    expect(parsePounds(' £12,000.50 ')).toBe(12000.5);
    expect(parsePounds('12,000')).toBe(12000);
    expect(parsePounds('abc')).toBeNull();
    expect(parsePounds('-12000')).toBeNull();
    expect(parsePounds('12000.505')).toBeNull();
  });
});

describe('readQuote', () => {
  it('takes no quote, or a quote from 1p to £1,000,000, and says what to correct otherwise', () => {
    expect(readQuote('')).toEqual({ ok: true });
    expect(readQuote('  ')).toEqual({ ok: true });
    expect(readQuote(' £12,000 ')).toEqual({ ok: true, quote: 12000 });
    expect(readQuote('1,000,000')).toEqual({ ok: true, quote: 1000000 });
    expect(readQuote('0')).toEqual({ ok: false, message: 'Enter the quoted price in pounds, like 12,000' });
    expect(readQuote('£12k')).toEqual({ ok: false, message: 'Enter the quoted price in pounds, like 12,000' });
    // Before, any length of digits was read, and 23 nines printed as "£1e+23".
    expect(readQuote('1,000,000.01')).toEqual({
      ok: false,
      message: 'Your heat pump quote must be £1,000,000 or less',
    });
    expect(readQuote('9'.repeat(23))).toEqual({
      ok: false,
      message: 'Your heat pump quote must be £1,000,000 or less',
    });
  });
});
