import type { GrantScheme, NationName } from '@/schemas/grant';
import { listOf, yearsText } from '@/lib/lists';
import { formatPounds, MAX_POUNDS, parsePounds } from '@/tools/shared/money';

export { parsePounds } from '@/tools/shared/money';

export type NationAnswer = 'england' | 'wales' | 'scotland' | 'northern-ireland';
export type YesNoNotSure = 'yes' | 'no' | 'not-sure';

/** The visitor's answers so far; a question not yet answered is left out. */
export interface GrantAnswers {
  nation?: NationAnswer;
  epc?: YesNoNotSure;
  hadGrant?: YesNoNotSure;
  /** The visitor's heat pump quote in pounds, if they have one. */
  quote?: number;
}

export type GrantCondition = 'nation' | 'epc' | 'hadGrant';

export interface UnmetCondition {
  condition: GrantCondition;
  /** Why the condition is not met, or not known to be met. */
  message: string;
  whatToDo: string;
}

export type GrantResult =
  | { status: 'incomplete'; missing: GrantCondition[] }
  | {
      status: 'likely';
      grant: number;
      headline: string;
      steps: string[];
      /** The visitor's quote less the grant, or null when they gave no usable quote. */
      priceAfterGrant: number | null;
    }
  | { status: 'not-yet'; unmet: UnmetCondition[]; headline: string };

/** The nation question's options, in the order a form lists them. */
export const NATION_OPTIONS: readonly { value: NationAnswer; label: NationName }[] = [
  { value: 'england', label: 'England' },
  { value: 'wales', label: 'Wales' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
];

const nationName = (value: NationAnswer): NationName => NATION_OPTIONS.find((option) => option.value === value)!.label;

const NUMBER_WORDS = ['no', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
/** Numbers under 10 in words, as house style writes them in sentences. */
const inWords = (count: number) => NUMBER_WORDS[count] ?? String(count);

const days = ({ min, max }: { min: number; max: number }) =>
  min === max ? `${min} ${min === 1 ? 'day' : 'days'}` : `${min} to ${max} days`;

/**
 * The checker's optional quote as typed: nothing typed is no quote; otherwise an amount from 1p to
 * £1,000,000 written as parsePounds accepts it, or what to correct.
 */
export function readQuote(text: string): { ok: true; quote?: number } | { ok: false; message: string } {
  const typed = text.trim();
  if (typed === '') return { ok: true };
  const quote = parsePounds(typed);
  if (quote === null || quote === 0) return { ok: false, message: 'Enter the quoted price in pounds, like 12,000' };
  if (quote > MAX_POUNDS)
    return { ok: false, message: `Your heat pump quote must be ${formatPounds(MAX_POUNDS)} or less` };
  return { ok: true, quote };
}

/**
 * The price left to pay once the grant comes off a quote, never below £0, rounded to the penny.
 * Returns null when either figure is not a finite amount of zero or more (a quote the visitor has
 * not given, or mistyped), so callers show nothing rather than a wrong price.
 */
export function priceAfterGrant(quote: number, grant: number): number | null {
  if (!Number.isFinite(quote) || !Number.isFinite(grant) || quote < 0 || grant < 0) return null;
  return Math.max(0, Math.round((quote - grant) * 100) / 100);
}

const epcRule = (scheme: GrantScheme) => `the certificate must be less than ${yearsText(scheme.epcMaxAgeYears)} old`;

function unmetConditions(scheme: GrantScheme, answers: Required<Omit<GrantAnswers, 'quote'>>): UnmetCondition[] {
  const unmet: UnmetCondition[] = [];
  const where = listOf(scheme.nations);
  if (!scheme.nations.includes(nationName(answers.nation))) {
    unmet.push({
      condition: 'nation',
      message: `The ${scheme.name} is only for homes in ${where}, so it isn't open to homes in ${nationName(answers.nation)}.`,
      whatToDo:
        "Other parts of the UK run their own schemes. Ask us and we'll tell you what help there is with the cost of a heat pump where you live.",
    });
  }
  if (answers.epc === 'no') {
    unmet.push({
      condition: 'epc',
      message: `Your home needs an Energy Performance Certificate (EPC), and ${epcRule(scheme)}.`,
      // The message gives the age rule: said once.
      whatToDo: 'Get a new EPC from an accredited assessor first.',
    });
  } else if (answers.epc === 'not-sure') {
    unmet.push({
      condition: 'epc',
      message: `Your home needs an Energy Performance Certificate (EPC), and ${epcRule(scheme)}.`,
      whatToDo: `Look up your address on GOV.UK's "Find an energy certificate" service to see when your EPC was issued. If there isn't one, or it's too old, get a new EPC from an accredited assessor first.`,
    });
  }
  const perProperty = `The scheme gives ${inWords(scheme.grantsPerProperty)} ${scheme.grantsPerProperty === 1 ? 'grant' : 'grants'} per property`;
  if (answers.hadGrant === 'yes') {
    unmet.push(
      scheme.grantsPerProperty === 1
        ? {
            condition: 'hadGrant',
            message: `${perProperty}, and your home has already had one, so it can't have another.`,
            whatToDo:
              'A heat pump can still cut your bills without the grant. Ask us for a free quote and we can talk it through.',
          }
        : {
            condition: 'hadGrant',
            message: `${perProperty}, so we need to know how many your home has already had.`,
            whatToDo: "Tell us when you ask for a quote and we'll check with the scheme before any work starts.",
          },
    );
  } else if (answers.hadGrant === 'not-sure') {
    unmet.push({
      condition: 'hadGrant',
      message: `${perProperty}, so we need to know whether your home has had one before.`,
      whatToDo:
        "Ask the previous owner if you can, or tell us when you ask for a quote: we'll check with the scheme before any work starts.",
    });
  }
  return unmet;
}

/** Conditions that no amount of paperwork will change. */
function isFinal(scheme: GrantScheme, item: UnmetCondition, answers: GrantAnswers): boolean {
  if (item.condition === 'nation') return true;
  return item.condition === 'hadGrant' && answers.hadGrant === 'yes' && scheme.grantsPerProperty === 1;
}

/**
 * Whether a visitor is likely to get the grant, from their answers and the scheme's rules in
 * content/boiler-upgrade-scheme.yaml. Every figure comes from `scheme`. Until all three questions
 * are answered the result is 'incomplete', listing the questions left in the order asked.
 */
export function checkGrant(scheme: GrantScheme, answers: GrantAnswers): GrantResult {
  const { nation, epc, hadGrant } = answers;
  if (!nation || !epc || !hadGrant) {
    const missing: GrantCondition[] = [];
    if (!nation) missing.push('nation');
    if (!epc) missing.push('epc');
    if (!hadGrant) missing.push('hadGrant');
    return { status: 'incomplete', missing };
  }

  const unmet = unmetConditions(scheme, { nation, epc, hadGrant });
  if (unmet.length > 0) {
    const headline = unmet.some((item) => isFinal(scheme, item, answers))
      ? `You're unlikely to get the ${scheme.name} grant`
      : `You could get the ${scheme.name} grant once you've sorted out ${unmet.length === 1 ? 'one thing' : 'a few things'} first`;
    return { status: 'not-yet', unmet, headline };
  }

  const yours = answers.quote === undefined ? null : priceAfterGrant(answers.quote, scheme.grant);
  const quote = yours === null ? scheme.example.quote : answers.quote!;
  const after = priceAfterGrant(quote, scheme.grant)!;
  return {
    status: 'likely',
    grant: scheme.grant,
    headline: `Good news: your home is likely to qualify for a grant of up to ${formatPounds(scheme.grant)} from the ${scheme.name}`,
    steps: [
      'Ask us for a free quote for a heat pump to suit your home.',
      `We apply for the grant for you. The application takes ${days(scheme.applicationDays)}, and approval usually ${days(scheme.approvalDays)}.`,
      yours === null
        ? `The grant comes off the price you pay: on a ${formatPounds(quote)} quote, for example, you'd pay ${formatPounds(after)}.`
        : after > 0
          ? `The grant comes off the price you pay: on your ${formatPounds(quote)} quote, you'd pay ${formatPounds(after)}.`
          : // Never "you'd pay £0": a heat pump is not free, and what the scheme pays on so low a quote is
            // for the installer to confirm.
            `Your ${formatPounds(quote)} quote is no more than the grant of up to ${formatPounds(scheme.grant)}, so we'll check what you would pay when we quote for your home.`,
      `The scheme runs until ${scheme.ends}, so it's worth starting soon.`,
    ],
    priceAfterGrant: yours,
  };
}
