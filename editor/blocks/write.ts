import { blockPlaceholders } from '@/lib/content/block-placeholders';
import type { MdxComponentName } from '@/schemas/components';
import { blockFields, type FormField, type StepText } from './form-fields';
import { escapeTyped } from './typed-text';

/*
 * One house style, the content files' own: attributes on one line, unless a setting is a list of
 * rows, when each setting has a line and each row a line of its own, so a changed price is a
 * changed line. Text a block holds goes between its tags on lines of their own.
 */

const INDENT = '  ';

// A JSON string is a valid JavaScript string: quotes and new lines escaped, the rest as typed.
const quoted = (text: string) => JSON.stringify(text);

function expression(value: unknown, fields?: readonly FormField[]): string {
  if (typeof value === 'string') return quoted(value);
  if (Array.isArray(value)) return `[${value.map((entry) => expression(entry, fields)).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = ordered(value as Record<string, unknown>, fields);
    return `{ ${entries.map(([key, entry]) => `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : quoted(key)}: ${expression(entry)}`).join(', ')} }`;
  }
  return String(value);
}

/** Settings in the schema's order, so the same props are always written the same way. */
function ordered(props: Record<string, unknown>, fields: readonly FormField[] = []): [string, unknown][] {
  const known = fields.map((field) => field.key).filter((key) => key in props);
  const rest = Object.keys(props).filter((key) => !known.includes(key));
  return [...known, ...rest]
    .map((key) => [key, props[key]] as [string, unknown])
    .filter(([, value]) => value !== undefined);
}

const isRows = (value: unknown) =>
  Array.isArray(value) && value.some((entry) => entry !== null && typeof entry === 'object' && !Array.isArray(entry));

// An attribute string cannot escape a quote, keeps a new line, and reads &copy; as ©: all go in { }.
function attribute(key: string, value: unknown, field: FormField | undefined): string {
  if (value === true) return key;
  if (typeof value === 'string' && !/["\n\r]|&[#\w]/.test(value)) return `${key}="${value}"`;
  if (!isRows(value)) return `${key}={${expression(value)}}`;
  const item = Array.isArray(field?.item) ? field.item : undefined;
  const rows = (value as unknown[]).map((row) => `${INDENT}${INDENT}${expression(row, item)},`);
  return [`${key}={[`, ...rows, `${INDENT}]}`].join('\n');
}

function openingTag(name: string, props: Record<string, unknown>, selfClosing: boolean): string {
  const fields = blockFields(name as MdxComponentName);
  const entries = ordered(props, fields).filter(([key]) => !(name === 'Steps' && key === 'steps'));
  const attributes = entries.map(([key, value]) =>
    attribute(
      key,
      value,
      fields.find((field) => field.key === key),
    ),
  );
  const end = selfClosing ? '/>' : '>';
  if (entries.some(([, value]) => isRows(value))) {
    return [`<${name}`, ...attributes.map((line) => INDENT + line), end].join('\n');
  }
  return `<${[name, ...attributes].join(' ')}${selfClosing ? ' />' : '>'}`;
}

// A step's words are one paragraph on its line, shown as typed: a new line typed in them is read as a space.
const stepLine = (step: StepText) =>
  `${INDENT}${openingTag('Step', { title: step.title }, false)}${escapeTyped(step.body.replace(/\s*\n\s*/g, ' '))}</Step>`;

/**
 * A block's MDX in the house style. `inner` is the text a Callout or CallToAction holds, or a Steps
 * block's steps (as text, or as a list: then also read from `props.steps`, as the Steps form gives them).
 */
export function writeBlock(
  name: MdxComponentName,
  props: Record<string, unknown>,
  inner?: string | readonly StepText[],
): string {
  const steps = name === 'Steps' ? (inner ?? props.steps) : inner;
  const children = Array.isArray(steps)
    ? (steps as StepText[]).map(stepLine).join('\n')
    : (steps as string | undefined);
  if (children === undefined) return openingTag(name, props, true);
  return `${openingTag(name, props, false)}\n${children ? `${children}\n` : ''}</${name}>`;
}

/** What a new block starts with, ready to type over: its required choices made, its text a prompt. */
const FRESH: Partial<Record<MdxComponentName, { props: Record<string, unknown>; inner?: string | StepText[] }>> = {
  Callout: { props: { type: 'tip' }, inner: blockPlaceholders.callout },
  CallToAction: {
    props: { title: 'Book your free boiler assessment' },
    inner: blockPlaceholders.callToAction,
  },
  Steps: {
    props: {},
    inner: [
      { title: 'Step title', body: blockPlaceholders.stepBody },
      { title: 'Step title', body: blockPlaceholders.stepBody },
    ],
  },
  PriceTable: { props: { caption: 'Guide prices', rows: [{ item: 'Item', low: 0 }] } },
  ComparisonTable: {
    props: {
      caption: 'Comparison',
      columns: ['First', 'Second'],
      rows: [{ label: 'Row', values: ['Value', 'Value'] }],
    },
  },
  KeyFigures: {
    props: {
      figures: [
        { value: 'Figure', label: 'what it means' },
        { value: 'Figure', label: 'what it means' },
      ],
    },
  },
  UrgencyBadge: { props: { level: 'Medium' } },
  Fact: { props: { name: 'businessName' } },
  GrantFact: { props: { name: 'amount' } },
};

/** The MDX of a fresh block, as the block menu inserts it. */
/** The words a new block that holds text starts with, ready to type over (a Callout's advice, say). */
export const freshInner = (name: MdxComponentName) => (name === 'Steps' ? undefined : FRESH[name]?.inner);

export function newBlock(name: MdxComponentName): string {
  const fresh = FRESH[name] ?? { props: {} };
  return writeBlock(name, fresh.props, fresh.inner);
}
